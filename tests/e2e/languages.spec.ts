import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { snap } from './screens';
import { employeeToken, openSurvey, starterLibrary, statements, surveyTeam, type Person } from './survey-helpers';

/*
 * A survey offered in English and German (issue 42): a rater whose profile says German reads the screens and the
 * statements in German, answers and submits; HR, whose browser is English, reads the report in English. The rater's
 * screens in German, French and Spanish are photographed at 390 px to be looked at.
 */
test.describe.configure({ mode: 'serial' });

// The German words the rater must see, from the catalogue the screens use.
const de = JSON.parse(readFileSync(new URL('../../locales/de/survey.json', import.meta.url), 'utf8')) as typeof import('../../locales/de/survey.json');

const TITLE = 'Halbjahresrückblick';
let company: Company;
let team: Record<string, Person>;
let surveyId: number;
const tokens: Record<string, string> = {};

/** Sets a person's own language on their profile, as the account page does. */
async function chooseLanguage(page: Page, token: string, language: string | null) {
  const headers = { authorization: `JWT ${token}` };
  const me = (await (await page.request.get('/api/auth-user/', { headers })).json()) as { id: number };
  const res = await page.request.patch(`/api/users/${me.id}/`, { headers, data: { language } });
  expect(res.status(), await res.text()).toBe(200);
}

async function signInAs(page: Page, token: string) {
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
}

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'languages');
  team = await surveyTeam(request, company, `languages-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  for (const key of ['maya', 'ben', 'ada', 'carl', 'dee']) tokens[key] = await employeeToken(request, team[key]!);
  surveyId = await openSurvey(
    request,
    company,
    TITLE,
    [
      { ratee: team.ben!, rater: team.ben!, relationship: 'self' },
      { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
      { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
      { ratee: team.ben!, rater: team.carl!, relationship: 'peer' },
      { ratee: team.ben!, rater: team.dee!, relationship: 'peer' },
    ],
    ['en', 'de'],
  );
});

test('a rater whose profile is German answers in German and submits', async ({ page }) => {
  await chooseLanguage(page, tokens.ada!, 'de');
  await signInAs(page, tokens.ada!);
  await page.goto('/portrayal/user/survey-list');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('link', { name: new RegExp(`${de.answer.list.start}.*Ben Li`) }).click();

  // The screen's words and the survey's content, both German.
  await expect(page.getByText(de.answer.leadIn.question).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Integrität' }).first()).toBeVisible();
  await snap(page, 'languages-01-step-de');
  const often = new RegExp(de.answer.scale.often);
  for (const title of ['Verantwortung']) {
    const shown = statements(page);
    for (let i = 0; i < (await shown.count()); i += 1) await shown.nth(i).getByRole('radio', { name: often }).check();
    await page.getByRole('button', { name: new RegExp(`${de.answer.step.next.replace('{{title}}', '')}.*${title}`) }).click();
  }
  const shown = statements(page);
  for (let i = 0; i < (await shown.count()); i += 1) await shown.nth(i).getByRole('radio', { name: often }).check();
  await page.getByRole('button', { name: de.answer.step.review }).last().click();
  await page.getByRole('button', { name: de.answer.review.submit }).click();
  await expect(page.getByRole('heading', { name: de.answer.submitted.title })).toBeVisible();
  await snap(page, 'languages-02-submitted-de');

  const headers = { authorization: `JWT ${tokens.ada}` };
  const mine = (await (await page.request.get(`/survey/get_surveyassign/?survey=${surveyId}`, { headers })).json()) as Array<{ id: number }>;
  const sheet = await (await page.request.get(`/survey/surveyuserans/${mine[0]!.id}/`, { headers })).json();
  expect(sheet.assignment.status).toBe('submitted');
  expect(sheet.language).toBe('de');
});

test('the other raters answer in English; HR reads the report in English, German answers counted with the rest', async ({ page }) => {
  for (const key of ['ben', 'maya', 'carl', 'dee']) {
    const headers = { authorization: `JWT ${tokens[key]}` };
    const mine = (await (await page.request.get(`/survey/get_surveyassign/?survey=${surveyId}`, { headers })).json()) as Array<{ id: number }>;
    const sheet = (await (await page.request.get(`/survey/surveyuserans/${mine[0]!.id}/?language=en`, { headers })).json()) as {
      competencies: Array<{ statements: Array<{ id: number }> }>;
    };
    const answers = sheet.competencies.flatMap((c) => c.statements.map((s) => ({ statement: s.id, value: 3 })));
    const res = await page.request.post('/survey/surveyuserans/', { headers, data: { assignment: mine[0]!.id, status: 'submitted', answers, levels: [] } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const closed = await page.request.post(`/survey/survey/${surveyId}/close/`, { headers: authHeader(company) });
  expect(closed.status(), await closed.text()).toBe(200);

  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/feedback?survey=${surveyId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Ben Li' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Li' })).toBeVisible();
  await expect(page.getByText('Integrity').first()).toBeVisible();
  // Every rater answered "3": the German peer's answers pool with the English ones, so the peers' score is 3.
  const report = await (await page.request.get(`/feedback/survey/${surveyId}/ratee/${team.ben!.id}/`, { headers: authHeader(company) })).json();
  const peers = report.overall.find((s: { group: string }) => s.group === 'peer');
  expect(peers.score).toBe(3);
  await snap(page, 'languages-03-report-en');
});

for (const language of ['de', 'fr', 'es'] as const) {
  test(`the rater's screens in ${language} at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseLanguage(page, tokens.carl!, language);
    await signInAs(page, tokens.carl!);
    await page.goto('/portrayal/user/submited-survey-list');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await snap(page, `languages-04-submitted-list-${language}-390`);
    await page.goto('/portrayal/account');
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await snap(page, `languages-05-account-${language}-390`);
    // Nothing runs off the side of a phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
