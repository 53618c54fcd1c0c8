import { expect, test, type Page } from '@playwright/test';
import { registeredCompany, startSignedIn, type Company } from './company';
import { linkFromOutbox } from './outbox';
import { snap } from './screens';
import { answerStep, openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

// One story in order: HR adds an outside rater, who answers through the mailed link.
test.describe.configure({ mode: 'serial' });

const TITLE = 'Customer view';
const OUTSIDER = { name: 'Maria Lopez', email: `maria.lopez.${Date.now()}@customer.example` };
let company: Company;
let team: Record<string, Person>;
let surveyId: number;

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'external');
  team = await surveyTeam(request, company, `external-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  surveyId = await openSurvey(request, company, TITLE, [
    { ratee: team.ben!, rater: team.ben!, relationship: 'self' },
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
  ]);
});

/** The same screen at a phone's width, then back. */
async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('HR adds an outside rater to an open survey; they are named in the raters list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/survey/${surveyId}`);
  await page.getByRole('tab', { name: /Raters/ }).click();
  await page.getByRole('button', { name: 'Add an outside rater' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an outside rater' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: /Person to rate/ }).click();
  await page.getByRole('option', { name: 'Ben Li' }).click();
  await dialog.getByRole('textbox', { name: /Name/ }).fill(OUTSIDER.name);
  await dialog.getByRole('textbox', { name: /Email/ }).fill(OUTSIDER.email);
  await snapBoth(page, 'external-01-add-dialog');
  await dialog.getByRole('button', { name: 'Add outside rater' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: OUTSIDER.name });
  await expect(row).toContainText('outside rater');
  await expect(row).toContainText('Other');
  await snapBoth(page, 'external-02-raters-list');
});

test('the outsider opens the mailed link without an account, answers, and submits once', async ({ browser }) => {
  const link = await linkFromOutbox(OUTSIDER.email, '/rate/');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your feedback requests' })).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await snapBoth(page, 'external-03-link-list');
  await page.getByRole('link', { name: 'Start: Ben Li' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Integrity' })).toBeVisible();
  await answerStep(page, '3 Often');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await snapBoth(page, 'external-04-answering');
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Accountability' })).toBeVisible();
  await answerStep(page, '4 Always');
  await page.getByRole('button', { name: 'Review answers' }).last().click();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await snapBoth(page, 'external-05-submitted');

  await page.getByRole('link', { name: 'Back to your feedback requests' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: everything is submitted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View answers: Ben Li' })).toBeVisible();
  await snapBoth(page, 'external-06-all-done');

  // A link that was never sent says so, the same way a replaced one does.
  await page.goto(`/rate/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This link is no longer valid');
  await snapBoth(page, 'external-07-invalid-link');
  await context.close();
});
