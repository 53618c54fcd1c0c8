import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { linkFromOutbox } from './outbox';
import { snap } from './screens';
import { answerStep, employeeToken, openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

/*
 * A rater's first cycle (issue 38): a level never picked is "not given" in the review and in the report, the
 * thank-you leads straight to the next person to rate, and an outside rater's page names who asks.
 */
test.describe.configure({ mode: 'serial' });

const OUTSIDER = { name: 'Lena Vogt', email: `lena.vogt.${Date.now()}@client.example` };
let company: Company;
let team: Record<string, Person>;
let checkIn: number;
let maya = '';

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'dayone');
  team = await surveyTeam(request, company, `dayone-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  maya = await employeeToken(request, team.maya!);
  checkIn = await openSurvey(request, company, 'Spring check-in', [
    { ratee: team.ben!, rater: team.ben!, relationship: 'self' },
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
  ]);
  await openSurvey(request, company, 'Peer round', [{ ratee: team.carl!, rater: team.maya!, relationship: 'peer' }]);
});

/** The same screen at a phone's width, then back. */
async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Every statement of the sheet on screen answered, levels left as they are, up to the review. */
async function answerAll(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Integrity' })).toBeVisible();
  await answerStep(page, '3 Often');
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Accountability' })).toBeVisible();
  await answerStep(page, '3 Often');
  await page.getByRole('button', { name: 'Review answers' }).last().click();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
}

test('a manager leaves the levels at Basic: the review says "Level not given"; the thank-you leads to the next person', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript((token) => window.localStorage.setItem('token', token), maya);
  await page.goto('/portrayal/user/survey-list');
  await page.getByRole('link', { name: 'Start: Ben Li' }).click();
  // The contract: Basic shows pre-selected.
  await expect(page.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await answerAll(page);
  await expect(page.getByText('Level not given', { exact: true })).toHaveCount(2);
  await expect(page.getByText(/^Level not given for:/)).toContainText('Level not given for: Integrity, Accountability.');
  await snapBoth(page, 'day-one-01-review-level-not-given');

  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  const next = page.getByRole('link', { name: 'Rate Carl Diaz' });
  await expect(next).toBeVisible();
  await snapBoth(page, 'day-one-02-rate-next');
  await next.click();
  await expect(page.getByText(/^About Carl Diaz/)).toBeVisible();
  await answerAll(page);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.getByText('All done: nobody else is waiting for your answers.')).toBeVisible();
  await snapBoth(page, 'day-one-03-all-done');
});

test("the outside rater's page names the company and the person asking", async ({ browser, request }) => {
  const added = await request.post(`/survey/survey/${checkIn}/external-raters/`, {
    headers: authHeader(company),
    data: { ratee: team.ben!.id, ...OUTSIDER },
  });
  expect(added.status(), await added.text()).toBe(201);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(await linkFromOutbox(OUTSIDER.email, '/rate/'));
  const asks = page.getByRole('region', { name: 'Who asks' });
  await expect(asks).toHaveText('Dayone Industries asks for your feedback; the request comes from Hana Novak.');
  await snapBoth(page, 'day-one-04-outsider-who-asks');
  await page.getByRole('link', { name: 'Start: Ben Li' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Integrity' })).toBeVisible();
  await expect(asks).toContainText('Dayone Industries');
  await snapBoth(page, 'day-one-05-outsider-sheet');
  await context.close();
});

test('the report counts no level nobody chose: "Not given" and no level gap', async ({ page, request }) => {
  const closed = await request.post(`/survey/survey/${checkIn}/close/`, { headers: authHeader(company) });
  expect(closed.status(), await closed.text()).toBe(200);
  const report = await (await request.get(`/feedback/survey/${checkIn}/ratee/${team.ben!.id}/`, { headers: authHeader(company) })).json();
  for (const c of report.competencies) expect(c.levels).toMatchObject({ others: null, others_mean: null, gap: null });

  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/feedback/${checkIn}/${team.ben!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Li' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Competency results' });
  for (const title of ['Integrity', 'Accountability']) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(title) }) });
    await expect(row.getByRole('cell').nth(4)).toHaveText('Not given');
    await expect(row.getByRole('cell').nth(5)).toHaveText('—');
  }
  await snapBoth(page, 'day-one-06-report-not-given');
});
