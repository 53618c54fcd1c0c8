import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { snap } from './screens';
import { answerStep, employeeToken, openSurvey, starterLibrary, statements, surveyTeam, type Person } from './survey-helpers';

/*
 * Feedback people can trust: a peer reads how their answers will appear, answers
 * one statement "Not observed" and submits; HR sees no result of the open survey, only its
 * progress, closes it, and the report, its PDF and its CSV show the same percentages.
 */
test.describe.configure({ mode: 'serial' });

const TITLE = 'Trust review';
let company: Company;
let team: Record<string, Person>;
let surveyId: number;
const tokens: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'trust');
  team = await surveyTeam(request, company, `trust-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  for (const key of ['maya', 'ben', 'ada', 'carl', 'dee']) tokens[key] = await employeeToken(request, team[key]!);
  surveyId = await openSurvey(request, company, TITLE, [
    { ratee: team.ben!, rater: team.ben!, relationship: 'self' },
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
    { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
    { ratee: team.ben!, rater: team.carl!, relationship: 'peer' },
    { ratee: team.ben!, rater: team.dee!, relationship: 'peer' },
  ]);
});

/** The rest of the raters submit through the API, as their browsers would. */
async function submitThroughApi(page: Page, key: string, value: number) {
  const headers = { authorization: `JWT ${tokens[key]}` };
  const mine = (await (await page.request.get(`/survey/get_surveyassign/?survey=${surveyId}`, { headers })).json()) as Array<{ id: number }>;
  const sheet = (await (await page.request.get(`/survey/surveyuserans/${mine[0]!.id}/`, { headers })).json()) as {
    competencies: Array<{ statements: Array<{ id: number }> }>;
  };
  const answers = sheet.competencies.flatMap((c) => c.statements.map((s) => ({ statement: s.id, value })));
  const res = await page.request.post('/survey/surveyuserans/', { headers, data: { assignment: mine[0]!.id, status: 'submitted', answers, levels: [] } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a peer reads how their answers appear, answers one statement "Not observed" and submits', async ({ page }) => {
  await page.addInitScript((token) => window.localStorage.setItem('token', token), tokens.ada!);
  await page.goto('/portrayal/user/survey-list');
  await page.getByRole('link', { name: 'Start: Ben Li' }).click();
  const note = page.getByText('Who sees your answers');
  await expect(note).toBeVisible();
  await expect(page.getByText(/pooled with those of other peers and shown only when at least 3 have answered; never with your name/)).toBeVisible();
  await expect(page.getByText('Results are shown only after the survey closes.').first()).toBeVisible();

  await answerStep(page, '3 Often');
  await statements(page).first().getByRole('radio', { name: 'Not observed' }).check();
  await snap(page, 'trust-01-not-observed');
  await page.getByRole('button', { name: /Next: Accountability/ }).click();
  await answerStep(page, '4 Always');
  await page.getByRole('button', { name: 'Review answers' }).last().click();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await expect(page.getByText('Not observed').first()).toBeVisible();
  await snap(page, 'trust-02-review');
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  const mine = await (await page.request.get(`/survey/get_surveyassign/?survey=${surveyId}`, { headers: { authorization: `JWT ${tokens.ada}` } })).json();
  const sheet = await (await page.request.get(`/survey/surveyuserans/${mine[0].id}/`, { headers: { authorization: `JWT ${tokens.ada}` } })).json();
  expect(sheet.assignment.status).toBe('submitted');
  expect(sheet.answers.filter((a: { value: number | null }) => a.value === null)).toHaveLength(1);
});

test('HR sees progress, not results, while the survey is open; closes it; the report, PDF and CSV agree', async ({ page }) => {
  for (const [key, value] of [
    ['ben', 4],
    ['maya', 2],
    ['carl', 1],
    ['dee', 3],
  ] as const)
    await submitThroughApi(page, key, value);
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/feedback?survey=${surveyId}`);
  await expect(page.getByText(/Results after the survey closes on/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ben Li' })).toHaveCount(0);
  await snap(page, 'trust-03-results-pending');
  const early = await page.request.get(`/feedback/survey/${surveyId}/ratee/${team.ben!.id}/`, { headers: authHeader(company) });
  expect(early.status()).toBe(409);

  await page.goto(`/portrayal/admin/survey/${surveyId}`);
  await page.getByRole('button', { name: 'Close survey' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close survey' }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

  await page.goto(`/portrayal/admin/feedback?survey=${surveyId}`);
  await page.getByRole('link', { name: 'Ben Li' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Li' })).toBeVisible();
  const report = await (await page.request.get(`/feedback/survey/${surveyId}/ratee/${team.ben!.id}/`, { headers: authHeader(company) })).json();
  const others = report.overall.find((s: { group: string }) => s.group === 'all_others');
  const percent = `${others.percent.toFixed(1)}%`;
  await expect(page.getByText(percent).first()).toBeVisible();
  await snap(page, 'trust-04-report');

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  const { extractText, getDocumentProxy } = await import('unpdf');
  const text = (await extractText(await getDocumentProxy(new Uint8Array(readFileSync((await pdf.path())!))), { mergePages: true })).text;
  expect(text).toContain(percent);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
  const rows = readFileSync((await csv.path())!, 'utf8').split(/\r?\n/);
  const overallRow = rows.find((r) => r.includes(',Overall,') && r.includes('All raters but self'));
  expect(overallRow, rows.join('\n')).toContain(`,${others.percent}`);
  for (const c of report.competencies as Array<{ title: string; scores: Array<{ group: string; percent: number }> }>) {
    const shown = c.scores.find((s) => s.group === 'all_others');
    if (shown) expect(rows.some((r) => r.includes(`,${c.title},All raters but self,`) && r.includes(`,${shown.percent},`))).toBe(true);
  }
});
