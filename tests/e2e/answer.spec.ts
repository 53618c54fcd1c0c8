import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, type Company } from './company';
import { linkFromOutbox } from './outbox';
import { snap } from './screens';
import { answerStep, employeeToken, openSurvey, starterLibrary, statements, surveyTeam, type Person } from './survey-helpers';

// One story in order: each test goes on from what the one before left.
test.describe.configure({ mode: 'serial' });

const TITLE = 'Autumn feedback';
let company: Company;
let team: Record<string, Person>;
let surveyId: number;
const tokens: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'answer');
  team = await surveyTeam(request, company, `answer-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  for (const key of ['maya', 'ben', 'ada']) tokens[key] = await employeeToken(request, team[key]!);
  surveyId = await openSurvey(request, company, TITLE, [
    { ratee: team.ben!, rater: team.ben!, relationship: 'self' },
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
    { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
  ]);
});

const signedInAs = (page: Page, key: string) => page.addInitScript((token) => window.localStorage.setItem('token', token), tokens[key]!);

async function sheetOf(page: Page, key: string, assignment: number) {
  const res = await page.request.get(`/survey/surveyuserans/${assignment}/`, { headers: { authorization: `JWT ${tokens[key]}` } });
  expect(res.status()).toBe(200);
  return res.json() as Promise<{ assignment: { status: string; submitted_at: string }; answers: Array<{ value: number }> }>;
}

test('a manager answers half, reloads, finishes, submits and finds it in the submitted list', async ({ page }) => {
  await signedInAs(page, 'maya');
  // The invitation's link brings the survey forward.
  await page.goto(await linkFromOutbox(team.maya!.email, '/portrayal/user/survey-list'));
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await snap(page, 'answer-01-survey-list');
  await page.getByRole('link', { name: 'Start: Ben Li' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Integrity' })).toBeFocused();
  await expect(statements(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await answerStep(page, '3 Often');
  await expect(page.getByText('4 of 8 statements answered')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await snap(page, 'answer-02-half');

  await page.reload();
  // Resumes at the first statement not answered: the second competency.
  await expect(page.getByRole('heading', { level: 2, name: 'Accountability' })).toBeVisible();
  await expect(page.getByText('4 of 8 statements answered')).toBeVisible();
  await answerStep(page, '4 Always');
  await page.getByRole('button', { name: 'Review answers' }).last().click();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await snap(page, 'answer-03-review');
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  await page.getByRole('link', { name: 'See your submitted surveys' }).click();
  await page.getByRole('link', { name: 'View answers: Ben Li' }).click();
  await expect(page.getByText('4 – Always').first()).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await snap(page, 'answer-04-read-only');

  const assignment = Number(page.url().split('/').pop());
  const sheet = await sheetOf(page, 'maya', assignment);
  expect(sheet.assignment.status).toBe('submitted');
  expect(sheet.answers.map((a) => a.value).sort()).toEqual([3, 3, 3, 3, 4, 4, 4, 4]);
});

test('answers given offline are kept, saved when back online, and the submission is recorded once', async ({ page, context }) => {
  await signedInAs(page, 'ben');
  await page.goto('/portrayal/user/survey-list');
  await page.getByRole('link', { name: 'Start: Ben Li' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Integrity' })).toBeVisible();
  const assignment = Number(page.url().split('/').pop());
  await statements(page).first().getByRole('radio', { name: '2 Sometimes' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await context.setOffline(true);
  await answerStep(page, '2 Sometimes');
  await expect(page.getByText(/Offline/)).toBeVisible();
  await snap(page, 'answer-05-offline');
  await page.getByRole('button', { name: /Next: Accountability/ }).click();
  await answerStep(page, '1 Rarely');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Review answers' }).last().click();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  const sheet = await sheetOf(page, 'ben', assignment);
  expect(sheet.assignment.status).toBe('submitted');
  expect(sheet.answers.map((a) => a.value).sort()).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
  const counted = await page.request.get(`/survey/any-survey-ans-submitted/?survey_id=${surveyId}`, { headers: authHeader(company) });
  expect(await counted.json()).toEqual({ survey_id: surveyId, any_submitted: true, submitted: 2 });
});

test('a rater who writes a harsh word is prompted gently before the submit, and may submit as written', async ({ page }) => {
  await signedInAs(page, 'ada');
  await page.goto('/portrayal/user/survey-list');
  await page.getByRole('link', { name: 'Start: Ben Li' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Integrity' })).toBeVisible();
  const assignment = Number(page.url().split('/').pop());
  await answerStep(page, '3 Often');
  await page.getByRole('textbox', { name: /Comment/ }).fill('Honestly useless at sharing plans.');
  await page.getByRole('button', { name: /Next: Accountability/ }).click();
  await answerStep(page, '3 Often');
  await page.getByRole('button', { name: 'Review answers' }).last().click();
  await page.getByRole('button', { name: 'Submit answers' }).click();

  await expect(page.getByRole('heading', { name: 'Some words may read harshly' })).toBeVisible();
  await expect(page.getByText('“useless” may read as an insult; consider describing the behaviour instead.')).toBeVisible();
  await snap(page, 'answer-06-wording-prompt');
  expect((await sheetOf(page, 'ada', assignment)).assignment.status).not.toBe('submitted');
  await page.getByRole('button', { name: 'Submit as written' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  expect((await sheetOf(page, 'ada', assignment)).assignment.status).toBe('submitted');
});
