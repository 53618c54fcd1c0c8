import { expect, test, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { snap } from './screens';
import { employeeToken, openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

// Issue 36: once Ada, one of Ben's peers, has answered, HR can add, move or put nobody among Ben's
// peers, direct reports and outside raters, and each screen says why.
let company: Company;
let team: Record<string, Person>;
let surveyId: number;
const TITLE = 'Fixed raters review';
const FIXED =
  'Peers, direct reports and outside raters of Ben Li are fixed: one of them has already submitted answers, ' +
  'so nobody can join, move between or replace them. You can still remove those who have not answered.';

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'fixed');
  await starterLibrary(request, company);
  team = await surveyTeam(request, company, `fixed-${Date.now()}.example.com`);
  const { ben, ada, carl, maya } = team;
  surveyId = await openSurvey(request, company, TITLE, [
    { ratee: ben!, rater: ada!, relationship: 'peer' },
    { ratee: ben!, rater: carl!, relationship: 'peer' },
    { ratee: ben!, rater: maya!, relationship: 'manager' },
  ]);
  const headers = { authorization: `JWT ${await employeeToken(request, ada!)}` };
  const [mine] = (await (await request.get(`/survey/get_surveyassign/?survey=${surveyId}`, { headers })).json()) as Array<{ id: number }>;
  const sheet = (await (await request.get(`/survey/surveyuserans/${mine!.id}/`, { headers })).json()) as {
    competencies: Array<{ statements: Array<{ id: number }> }>;
  };
  const answers = sheet.competencies.flatMap((c) => c.statements.map((s) => ({ statement: s.id, value: 3 })));
  const submitted = await request.post('/survey/surveyuserans/', { headers, data: { assignment: mine!.id, status: 'submitted', answers, levels: [] } });
  expect(submitted.status(), await submitted.text()).toBe(200);
});

async function ratersTab(page: Page) {
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/survey/${surveyId}`);
  await page.getByRole('tab', { name: /Raters/ }).click();
}

test('HR opening "Add an outside rater" sees up front that Ben takes none, and why', async ({ page }) => {
  await ratersTab(page);
  await page.getByRole('button', { name: 'Add an outside rater' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an outside rater' });
  await expect(dialog).toContainText('Not for Ben Li: one of their peers, direct reports or outside raters has answered, so nobody joins them.');
  await dialog.getByRole('combobox', { name: /Person to rate/ }).click();
  await expect(page.getByRole('option', { name: 'Ben Li' })).toHaveAttribute('aria-disabled', 'true');
  await snap(page, 'fixed-raters-01-outside-rater');
});

test("HR giving Carl's unanswered seat to Dee reads why not", async ({ page }) => {
  await ratersTab(page);
  await page.getByRole('button', { name: 'Actions for Carl Diaz rating Ben Li' }).click();
  await page.getByRole('menuitem', { name: 'Replace rater…' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: /Dee Park/ }).click();
  await dialog.getByRole('button', { name: 'Replace rater' }).click();
  await expect(dialog).toContainText(FIXED);
  await snap(page, 'fixed-raters-02-replace');
});

test('HR adding a peer for Ben in the wizard reads why not when saving', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto('/portrayal/admin/survey');
  await page.getByRole('button', { name: `Actions for ${TITLE}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Raters' }).click();
  await page.getByRole('button', { name: 'Add a rater for Ben Li' }).click();
  await page.getByRole('searchbox', { name: 'Search people' }).fill('Dee');
  await page.getByRole('option', { name: /Dee Park/ }).click();
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await page.getByRole('button', { name: 'Save changes and invite added raters' }).click();
  await expect(page.getByText(FIXED).first()).toBeVisible();
  await snap(page, 'fixed-raters-03-wizard');
});
