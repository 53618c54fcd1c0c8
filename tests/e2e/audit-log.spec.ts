import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { row, toast } from './master-helpers';
import { snap } from './screens';
import { employeeToken, openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

/*
 * The audit log end to end: the admin removes a rater on the survey page and renames an employee; the survey's
 * Rater changes tab shows the first, the Audit log both with who, when, from where and before → after; a filter
 * narrows it (kept in the address) and Export CSV downloads the same entries.
 */
let company: Company;
let team: Record<string, Person>;
let surveyId: number;
const TITLE = 'Audited review';

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'audit');
  await starterLibrary(request, company);
  team = await surveyTeam(request, company, `audit-${Date.now()}.example.com`);
  const { ben, ada, carl, maya } = team;
  surveyId = await openSurvey(request, company, TITLE, [
    { ratee: ben!, rater: ada!, relationship: 'peer' },
    { ratee: ben!, rater: carl!, relationship: 'peer' },
    { ratee: ben!, rater: maya!, relationship: 'manager' },
  ]);
});

async function both(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin’s changes appear on the survey page and in the audit log, filtered and as CSV', async ({ page, request }) => {
  await startSignedIn(page, company);

  // 1. A rater removed on the survey page.
  await page.goto(`/portrayal/admin/survey/${surveyId}`);
  await page.getByRole('tab', { name: /Raters/ }).click();
  await row(page, 'Carl Diaz').getByRole('button', { name: 'Actions for Carl Diaz rating Ben Li' }).click();
  await page.getByRole('menuitem', { name: 'Remove…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove rater' }).click();
  await expect(row(page, 'Carl Diaz')).toHaveCount(0);

  // 2. An employee renamed (the workforce dialog's call).
  const renamed = await request.patch('/api/employee-registration/', { headers: authHeader(company), data: { id: team.ada!.id, last_name: 'Obi-Nwosu' } });
  expect(renamed.status(), await renamed.text()).toBe(200);

  // The survey page's record of its raters.
  await page.getByRole('tab', { name: 'Changes' }).click();
  const changes = page.getByRole('region', { name: 'Rater changes' });
  await expect(changes).toContainText('Raters removed');
  await expect(changes).toContainText('Carl Diaz rates Ben Li as peer');
  await expect(changes).toContainText('by Hana Novak');
  await both(page, 'audit-log-01-survey-rater-changes');

  // The audit log, from the side menu.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/portrayal\/admin\/audit-log$/);
  const entries = page.getByRole('table', { name: 'Audit log entries' });
  const removal = entries.getByRole('row').filter({ hasText: 'Raters removed' });
  await expect(removal).toContainText('Carl Diaz rates Ben Li as peer');
  await expect(removal).toContainText('Hana Novak');
  await expect(removal).toContainText(company.email);
  await expect(removal).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(removal).toContainText(/127\.0\.0\.1|::1/);
  const rename = entries.getByRole('row').filter({ hasText: 'Employee changed' });
  await expect(rename).toContainText('Ada Obi');
  await expect(rename).toContainText('Last name: Obi → Obi-Nwosu');
  await both(page, 'audit-log-02-list');

  // Filtered: people only, kept in the address.
  await page.getByRole('combobox', { name: 'What' }).click();
  await page.getByRole('option', { name: 'People and the tree' }).click();
  await expect(page).toHaveURL(/entity=employee/);
  await expect(entries.getByRole('row').filter({ hasText: 'Raters removed' })).toHaveCount(0);
  await expect(entries.getByRole('row').filter({ hasText: 'Employee changed' })).toHaveCount(1);
  await both(page, 'audit-log-03-filtered');

  // The same filter as CSV.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('id,at,actor_user_id,actor,ip,action,entity,entity_id,survey_id,before,after');
  expect(csv).toContain('employee.update');
  expect(csv).toContain('Obi-Nwosu');
  expect(csv).not.toContain('survey.raters.remove');
  await expect(toast(page, 'Audit log exported')).toBeVisible();

  // The retention, saved from the same page, is itself an entry.
  await page
    .getByRole('button', { name: /Clear filters/ })
    .first()
    .click();
  const days = page.getByLabel(/Keep entries for/);
  await days.fill('365');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(toast(page, 'Retention saved')).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'Audit log retention changed' })).toContainText('730 → 365');
});

test('the menu offers the audit log to the admin alone', async ({ page, request }) => {
  // Dee holds no area and is not the admin: no entry in the menu, and the address alone shows the server's refusal.
  const token = await employeeToken(request, team.dee!);
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
  await page.goto('/portrayal/user/survey-list');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Survey list' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/portrayal/admin/audit-log');
  await expect(page.getByText('The audit log could not be loaded.')).toBeVisible();
  expect((await request.get('/api/audit-log/', { headers: { authorization: `JWT ${token}` } })).status()).toBe(403);
});
