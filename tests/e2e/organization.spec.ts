import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { snap } from './screens';
import { HR, signInToDemo } from './demo';

/*
 * The organisation tree of the demo company (the e2e server starts on it): a person dragged
 * with a real pointer onto another lands under them, after a confirmation that names both,
 * and Undo puts them back.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const rowOf = (page: Page, name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name}`) });

/** Presses on one row and moves the mouse onto another in small steps, resting there before letting go, as a hand does. */
async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + 80, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 90, from.y + from.height / 2, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + 120, to.y + to.height / 2, { steps: 15 });
  await expect(target).toHaveClass(/is-drop-target/);
  await page.mouse.up();
}

async function managerOf(page: Page, name: string): Promise<string | null> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const nodes = (await (await page.request.get('/api/get-org-hirearchy-data/', { headers: { authorization: `JWT ${token}` } })).json()) as {
    id: number;
    first_name: string;
    last_name: string;
    parent_id: number | null;
  }[];
  const full = (n: { first_name: string; last_name: string }) => `${n.first_name} ${n.last_name}`;
  const person = nodes.find((n) => full(n) === name)!;
  const manager = nodes.find((n) => n.id === person.parent_id);
  return manager ? full(manager) : null;
}

test('a person dragged onto another moves under them after a confirmation, and Undo puts them back', async ({ page }) => {
  await signInToDemo(page, HR);
  await page.goto('/portrayal/admin/organization');
  await rowOf(page, 'Min-jun Sato').locator('.org-toggle').click();
  const ingrid = rowOf(page, 'Ingrid Raman');
  await expect(ingrid).toBeVisible();
  expect(await managerOf(page, 'Ingrid Raman')).toBe('Min-jun Sato');

  // Two rows further down than the person, with other people between them.
  await dragWithMouse(page, ingrid, rowOf(page, 'Mikael Khalil'));
  const confirm = page.getByRole('alertdialog', { name: 'Move Ingrid Raman under Mikael Khalil?' });
  await expect(confirm).toBeVisible();
  await snap(page, 'organization-confirm-move-1280');
  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await managerOf(page, 'Ingrid Raman')).toBe('Min-jun Sato');

  await dragWithMouse(page, ingrid, rowOf(page, 'Mikael Khalil'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Ingrid Raman now reports to Mikael Khalil.' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ingrid Raman' })).toContainText('Mikael Khalil');
  expect(await managerOf(page, 'Ingrid Raman')).toBe('Mikael Khalil');
  await snap(page, 'organization-moved-1280');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ingrid Raman now reports to Min-jun Sato.' })).toBeVisible();
  await expect.poll(() => managerOf(page, 'Ingrid Raman')).toBe('Min-jun Sato');
});

test('the organisation screen passes axe at 1280 and 390 px', async ({ page }) => {
  await signInToDemo(page, HR);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/portrayal/admin/organization');
    await expect(page.getByRole('treeitem').first()).toBeVisible();
    await rowOf(page, 'Lena Evans').click();
    // The tree holds only what it draws: the email is read when the person is selected.
    await expect(page.getByRole('region', { name: 'Lena Evans' }).getByRole('link', { name: /@/ })).toBeVisible();
    await snap(page, `organization-${width}`);
    // The screen's own content; the shell around it (menu, header) is checked with the shell.
    const { violations } = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
