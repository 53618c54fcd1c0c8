/**
 * Issue 38.10, on a phone (390 px): an employee's dashboard opens on their work, a report's
 * tables fit the screen without scrolling sideways, and confirmations come one at a time and go
 * away by themselves instead of piling up over Master data's buttons. Each test also looks at
 * the same screen at 1280 px, where nothing of this may change for the worse.
 */
import { expect, test, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { demoToken, HR, LINA } from './demo';
import { addNamed, dialog } from './master-helpers';
import { snap } from './screens';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function signedInAs(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}

/** No part of the page lies beyond the screen's right edge. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('an employee’s dashboard on a phone opens on what they have to answer, before their profile', async ({ page, request }) => {
  await signedInAs(page, await demoToken(request, LINA));
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/portrayal/dashboard');
    const toAnswer = page.getByRole('link', { name: /To answer/ });
    await expect(toAnswer).toBeVisible();
    const lastSignIn = page.getByText('Last sign-in', { exact: true });
    await expect(lastSignIn).toBeVisible();
    await snap(page, `phone-dashboard-${viewport.width}`);
    const work = (await toAnswer.boundingBox())!;
    // The whole card is on the first screen, and comes before the profile facts.
    expect(work.y + work.height).toBeLessThanOrEqual(viewport.height);
    expect(work.y).toBeLessThan((await lastSignIn.boundingBox())!.y);
    await expectNoSidewaysScroll(page);
  }
});

test('a report’s tables fit a phone’s width: each row stacks its figures under their names', async ({ page, request }) => {
  await signedInAs(page, await demoToken(request, HR));
  await page.setViewportSize(PHONE);
  await page.goto('/portrayal/admin/feedback');
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option', { name: '2026 Leadership 360' }).click();
  await page.getByRole('searchbox', { name: 'Search ratees' }).fill('Clara');
  await page.getByRole('link', { name: 'Clara Lefèvre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clara Lefèvre' })).toBeVisible();
  const results = page.locator('table').filter({ has: page.locator('caption', { hasText: 'Competency results' }) });
  await expect(results).toBeVisible();
  await expect(page.locator('table')).not.toHaveCount(0);
  await snap(page, 'phone-report-390');

  // Every table's box holds it whole: nothing to scroll sideways, in the table or the page.
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter(
        (table) =>
          table.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 ||
          (table.closest('.rt-ScrollAreaViewport')?.scrollWidth ?? 0) > (table.closest('.rt-ScrollAreaViewport')?.clientWidth ?? Infinity),
      )
      .map((table) => table.querySelector('caption')?.textContent ?? table.querySelector('th')?.textContent ?? '?'),
  );
  expect(overflowing).toEqual([]);
  await expectNoSidewaysScroll(page);
  // A stacked figure still says what it is: its column's name is drawn before it.
  const namesShown = () =>
    results
      .locator('tbody tr')
      .first()
      .evaluate((row) => [...row.querySelectorAll('td')].map((td) => getComputedStyle(td, '::before').content));
  expect(await namesShown()).toEqual(expect.arrayContaining(['"Self"', '"Others"', '"Company"', '"Designation"']));

  // On a wide screen the table keeps its columns, and no cell repeats its column's name.
  await page.setViewportSize(DESKTOP);
  await expect(results.getByRole('columnheader', { name: 'Designation' })).toBeVisible();
  expect((await namesShown()).filter((content) => content !== 'none' && content !== 'normal')).toEqual([]);
  await snap(page, 'phone-report-1280');
});

let company: Company;
test.describe('confirmations', () => {
  test.beforeAll(async ({ request }) => {
    company = await registeredCompany(request, 'phonetoasts');
  });

  test('on Master data come one at a time, leave the buttons free and go by themselves', async ({ page }) => {
    await startSignedIn(page, company);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/portrayal/admin/master/groups');
      await expect(page.getByRole('heading', { level: 2, name: 'Groups' })).toBeVisible();
      for (const name of ['Alpha', 'Beta', 'Gamma'].map((n) => `${n} ${viewport.width}`)) {
        await addNamed(page, 'group', name);
        await expect(dialog(page)).toBeHidden();
        await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
      }
      const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
      // Only the last confirmation shows: the earlier ones were replaced, not piled up.
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText('Group added');
      await snap(page, `phone-master-toast-${viewport.width}`);
      // None of the page's own buttons is under it.
      const covered = await page.evaluate(() => {
        const toast = document.querySelector('.toast-viewport [role="status"]')!.getBoundingClientRect();
        return [...document.querySelectorAll('button, a[href]')]
          .filter((el) => {
            if (el.closest('.toast-viewport')) return false;
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.bottom > toast.top && box.top < toast.bottom && box.right > toast.left && box.left < toast.right;
          })
          .map((el) => el.textContent || el.getAttribute('aria-label'));
      });
      expect(covered).toEqual([]);
      // And it goes away by itself.
      await expect(toasts).toHaveCount(0, { timeout: 8000 });
    }
  });
});
