import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { toast } from './master-helpers';
import { snap } from './screens';
import { createLists, employeeCsv, expectNoAxeViolations, expectNoSidewaysScroll } from './workforce-helpers';

// One story in order: filters, export, then the bulk actions on what the filters show.
test.describe.configure({ mode: 'serial' });

let company: Company;
test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'tools');
  await createLists(request, company);
  const csv = employeeCsv('tl', 60);
  const imported = await request.post('/api/user-import/', {
    multipart: { file: { name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    headers: authHeader(company),
  });
  expect(imported.status(), await imported.text()).toBe(200);
});

const count = (page: Page) => page.getByText(/^[\d,]+( of [\d,]+)? employees?$/);
// The bulk confirmations are alert dialogs: they ask before changing many people.
const dialog = (page: Page) => page.getByRole('alertdialog');
const filter = (page: Page, name: string) => page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name });

test('filters apply on the server, live in the address, survive a reload and export as a file the import takes', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/workforce');
  await expect(count(page)).toHaveText('60 employees');
  await expectNoSidewaysScroll(page.getByRole('table'));
  await snap(page, 'workforce-tools-01-list-1280');
  await expectNoAxeViolations(page, 'workforce list at 1280');

  await filter(page, 'Designation').click();
  await page.getByRole('option', { name: 'Team lead' }).click();
  await expect(page).toHaveURL(/designation=\d+/);
  // Team leads: the head and one per ten (rows 2, 12, … 52).
  await expect(count(page)).toHaveText('7 of 60 employees');
  await page.reload();
  await expect(count(page)).toHaveText('7 of 60 employees');
  await expect(filter(page, 'Designation')).toHaveText('Team lead');
  await snap(page, 'workforce-tools-02-filtered');

  await page.getByRole('button', { name: 'Export the filtered list' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()]);
  expect(download.suggestedFilename()).toBe('employees.csv');
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('username,email,emp_code,first_name,last_name,designation,department,group,contact_num,manager_emp_code');
  expect(lines).toHaveLength(8);
  expect(lines[1]).toContain(",Team lead,Operations,,'+44 20 7946 0001,");

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/portrayal\/admin\/workforce$/);
  await expect(count(page)).toHaveText('60 employees');
});

test('bulk actions ask first, naming the count, and act on every row chosen', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/workforce');
  await filter(page, 'Group').click();
  await page.getByRole('option', { name: 'Graduates' }).click();
  await expect(count(page)).toHaveText('20 of 60 employees');
  await page.getByRole('button', { name: 'Select all 20 employees matching' }).click();
  await expect(page.getByText('20 employees selected')).toBeVisible();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Set manager' }).click();
  await expect(dialog(page).getByRole('heading')).toHaveText('Set the manager of 20 employees');
  await dialog(page)
    .getByRole('button', { name: /^manager/i })
    .click();
  await page.getByRole('searchbox', { name: 'Search people' }).fill('First5 ');
  await page.getByRole('option', { name: /First5 Last5/ }).click();
  await snap(page, 'workforce-tools-03-bulk-manager');
  await expectNoAxeViolations(page, 'bulk manager dialog');
  await dialog(page).getByRole('button', { name: 'Set manager of 20 employees' }).click();
  await expect(toast(page, 'Done')).toContainText('20 employees have a new manager.');

  await page.getByRole('checkbox', { name: 'Select First3 Last3' }).check();
  await page.getByRole('checkbox', { name: 'Select First6 Last6' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  await expect(dialog(page).getByRole('heading')).toHaveText('Delete 2 employees?');
  await snap(page, 'workforce-tools-04-bulk-delete');
  await dialog(page).getByRole('button', { name: 'Delete 2 employees' }).click();
  await expect(toast(page, 'Done').filter({ hasText: '2 employees deleted.' })).toBeVisible();
  await expect(count(page)).toHaveText('18 of 58 employees');
});

test('at 390 px the list, its filters and a bulk dialog stay usable and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/workforce');
  await expect(count(page)).toHaveText('58 employees');
  await snap(page, 'workforce-tools-05-list-390');
  await expectNoAxeViolations(page, 'workforce list at 390');
  await page.getByRole('checkbox', { name: 'Select First7 Last7' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Invite' }).click();
  await expect(dialog(page).getByRole('heading')).toHaveText('Invite 1 employee?');
  await snap(page, 'workforce-tools-06-invite-390');
  await expectNoAxeViolations(page, 'bulk invite dialog at 390');
  await dialog(page).getByRole('button', { name: 'Invite 1 employee' }).click();
  await expect(toast(page, 'Done')).toContainText('Invitations sent to 1 employee.');
});
