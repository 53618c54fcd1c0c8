import { expect, test, type Locator, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { row } from './master-helpers';
import { snap } from './screens';
import { surveyTeam, type Person } from './survey-helpers';

/*
 * A person's data end to end: the admin downloads an employee's data from their dialog in Workforce, erases them
 * behind a confirmation that names them (they leave the list), and downloads their own data on the account page.
 */
let company: Company;
let team: Record<string, Person>;

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'privacy');
  team = await surveyTeam(request, company, `privacy-${Date.now()}.example.com`);
});

/** Desktop and phone; `shown` is scrolled into view in each (a dialog scrolls inside itself, not with the page). */
async function both(page: Page, name: string, shown?: Locator) {
  await shown?.scrollIntoViewIfNeeded();
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shown?.scrollIntoViewIfNeeded();
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin downloads an employee’s data and erases them; anyone downloads their own', async ({ page }) => {
  const carl = `${team.carl!.first} ${team.carl!.last}`;
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/workforce');
  await row(page, carl)
    .getByRole('button', { name: `Edit ${carl}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Personal data' })).toBeVisible();
  await both(page, 'person-data-01-employee-dialog', dialog.getByRole('button', { name: 'Erase personal data…' }));

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download their data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^personal-data-carl-diaz-\d{4}-\d{2}-\d{2}\.zip$/);

  await dialog.getByRole('button', { name: 'Erase personal data…' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Erase ${carl}?` });
  await expect(confirm).toContainText(team.carl!.email);
  await both(page, 'person-data-02-erase-confirmation');
  await confirm.getByRole('button', { name: `Erase ${carl}` }).click();
  await expect(page.getByText('Personal data erased')).toBeVisible();
  await expect(row(page, carl)).toHaveCount(0);
  await both(page, 'person-data-03-erased');

  await page.goto('/portrayal/account');
  const mine = page.getByRole('button', { name: 'Download my data' });
  const own = page.waitForEvent('download');
  await mine.click();
  expect((await own).suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your data was downloaded.' })).toBeVisible();
  await both(page, 'person-data-04-account-page', mine);
});
