import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { snap } from './screens';
import { employeeToken, openSurvey, starterLibrary, type Person } from './survey-helpers';

/*
 * No figure is judged alone: Ben is rated in a first survey by himself, his manager and four peers, and in a
 * second by the same three peers (the fourth left the company). The second survey's peer figure, with the first,
 * would give away the fourth peer's answers, so it is withheld: Ben and his manager read that it is, HR also why
 * (the first survey's title). Both views at 1280 and 390 px, for a person to look at.
 */
test.describe.configure({ mode: 'serial' });

const FIRST = 'Q1 360';
const SECOND = 'Q2 360';
const SENTENCE = 'Some figures are withheld to protect raters across surveys: Peers and All raters but self.';
/** HR's reason: the first survey (and this one, whose self and manager figures were released first). */
const WHY = new RegExp(`^Peers and All raters but self on every competency: would combine with figures already released from ${FIRST}( and this survey)?\\.$`);

let company: Company;
const team: Record<string, Person & { userId: number }> = {};
const tokens: Record<string, string> = {};
let first: number;
let second: number;

/** An employee (with a welcome mail) made through the API, as the workforce screens would. */
async function hire(request: APIRequestContext, domain: string, key: string, last: string, manager?: string) {
  const email = `${key}.${last.toLowerCase()}@${domain}`;
  const made = await request.post('/api/employee-registration/', {
    headers: authHeader(company),
    data: {
      username: `${key}${Date.now() % 100_000}`,
      email,
      emp_code: `X-${key.toUpperCase()}`,
      first_name: key[0]!.toUpperCase() + key.slice(1),
      last_name: last,
      parent_id: manager ? team[manager]!.id : null,
      send_invitation: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const body = (await made.json()) as { id: number; user_id: number; first_name: string };
  team[key] = { id: body.id, userId: body.user_id, first: body.first_name, last, email };
}

/** Every statement of the rater's one assignment in `survey` answered `value`, and submitted, as their browser would. */
async function submit(request: APIRequestContext, survey: number, key: string, value: number) {
  const headers = { authorization: `JWT ${tokens[key]}` };
  const mine = (await (await request.get(`/survey/get_surveyassign/?survey=${survey}`, { headers })).json()) as Array<{ id: number }>;
  const sheet = (await (await request.get(`/survey/surveyuserans/${mine[0]!.id}/`, { headers })).json()) as {
    competencies: Array<{ statements: Array<{ id: number }> }>;
  };
  const answers = sheet.competencies.flatMap((c) => c.statements.map((s) => ({ statement: s.id, value })));
  const res = await request.post('/survey/surveyuserans/', { headers, data: { assignment: mine[0]!.id, status: 'submitted', answers, levels: [] } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Closed and every report released to its ratee. */
async function closeAndRelease(request: APIRequestContext, survey: number) {
  const headers = authHeader(company);
  expect((await request.post(`/survey/survey/${survey}/close/`, { headers })).status()).toBe(200);
  expect((await request.put(`/feedback/survey/${survey}/release/`, { headers, data: { released: true } })).status()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'across');
  const domain = `across-staff-${Date.now()}.example.com`;
  await hire(request, domain, 'maya', 'Chen');
  await hire(request, domain, 'ben', 'Li', 'maya');
  for (const [key, last] of [
    ['ada', 'Obi'],
    ['carl', 'Diaz'],
    ['eve', 'Moss'],
    ['finn', 'Berg'],
  ])
    await hire(request, domain, key!, last!, 'maya');
  await starterLibrary(request, company);
  for (const key of Object.keys(team)) tokens[key] = await employeeToken(request, team[key]!);

  const peers = ['ada', 'carl', 'eve', 'finn'];
  const rating = (keys: string[]) => [
    { ratee: team.ben!, rater: team.ben!, relationship: 'self' },
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
    ...keys.map((k) => ({ ratee: team.ben!, rater: team[k]!, relationship: 'peer' })),
  ];
  first = await openSurvey(request, company, FIRST, rating(peers));
  for (const [key, value] of [
    ['ben', 4],
    ['maya', 2],
    ['ada', 3],
    ['carl', 3],
    ['eve', 3],
    ['finn', 0],
  ] as const)
    await submit(request, first, key, value);
  await closeAndRelease(request, first);
  // Each reader reads the first report when it comes out, months before the second survey: its figures stand for them.
  const read = async (url: string, token: string) => expect((await request.get(url, { headers: { authorization: `JWT ${token}` } })).status()).toBe(200);
  await read(`/feedback/survey/${first}/ratee/${team.ben!.id}/`, company.token);
  await read(`/feedback/my-reports/${first}/`, tokens.ben!);
  await read(`/team/reports/${first}/${team.ben!.id}/`, tokens.maya!);

  // Finn leaves; the second survey asks the three peers who stayed.
  expect((await request.delete(`/api/users/${team.finn!.userId}/`, { headers: authHeader(company) })).status()).toBe(204);
  second = await openSurvey(request, company, SECOND, rating(peers.slice(0, 3)));
  for (const [key, value] of [
    ['ben', 4],
    ['maya', 2],
    ['ada', 3],
    ['carl', 3],
    ['eve', 3],
  ] as const)
    await submit(request, second, key, value);
  await closeAndRelease(request, second);
});

/** The picture at a desktop's and a phone's width, with axe on the page's own content, then back to the desktop. */
async function bothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // The tables' scroll areas measure the new width before they draw: wait for two frames, as a person would see it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await snap(page, `${name}-${width}`);
    // Nothing wider than the phone but the tables, which scroll inside their box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
    const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${name} at ${width}px`,
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const signedInAs = (page: Page, key: string) => page.addInitScript((token) => window.localStorage.setItem('token', token), tokens[key]!);

test('the ratee opens the second report: its peer figure is withheld, with the sentence and no reason', async ({ page }) => {
  await signedInAs(page, 'ben');
  await page.goto('/portrayal/user/my-feedback');
  await page.getByRole('link', { name: `Open report: ${FIRST}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
  await expect(page.getByText('Withheld to protect raters across surveys')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Type scores by rater group' }).getByRole('columnheader', { name: 'Peers' })).toBeVisible();

  await page.getByRole('link', { name: 'My feedback' }).first().click();
  await page.getByRole('link', { name: `Open report: ${SECOND}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECOND })).toBeVisible();
  await expect(page.getByText(SENTENCE)).toBeVisible();
  await expect(page.getByText(/would combine/)).toHaveCount(0);
  await expect(page.getByText(FIRST)).toHaveCount(0);
  await expect(page.getByText('To protect raters across surveys · all raters but self')).toBeVisible();
  const overall = page.getByRole('table', { name: 'Type scores by rater group' }).getByRole('row', { name: /^Overall/ });
  await expect(overall.getByRole('cell', { name: 'Withheld to protect raters across surveys' })).toHaveCount(2);
  await bothWidths(page, 'across-surveys-ratee');
});

test("the manager reads both in My team: the second survey's peer figure withheld, no reason", async ({ page }) => {
  await signedInAs(page, 'maya');
  await page.goto(`/portrayal/user/my-team/${first}/${team.ben!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ben Li · ${FIRST}` })).toBeVisible();
  await page.goto(`/portrayal/user/my-team/${second}/${team.ben!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ben Li · ${SECOND}` })).toBeVisible();
  await expect(page.getByText(SENTENCE)).toBeVisible();
  await expect(page.getByText(/would combine/)).toHaveCount(0);
  await bothWidths(page, 'across-surveys-manager');
});

test('HR sees the overall withheld in the ratee list and, in the report, why: the first survey', async ({ page }) => {
  await startSignedIn(page, company);
  await page.goto(`/portrayal/admin/feedback?survey=${second}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Ben Li' }) });
  await expect(row.getByText('Withheld', { exact: true })).toBeVisible();
  await bothWidths(page, 'across-surveys-hr-ratees');

  await page.getByRole('link', { name: 'Ben Li' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Li' })).toBeVisible();
  await expect(page.getByText(SENTENCE)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: WHY })).toBeVisible();
  const integrity = page.getByRole('table', { name: 'Competency scores by rater group' }).getByRole('row', { name: /^Integrity/ });
  await expect(integrity.getByRole('cell', { name: 'Withheld to protect raters across surveys' })).toHaveCount(2);
  await bothWidths(page, 'across-surveys-hr-report');
});
