import ICAL from 'ical.js';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { linkFromOutbox } from './outbox';
import { snap } from './screens';
import { employeeToken, openSurvey, starterLibrary, surveyTeam, type Person } from './survey-helpers';

// One story in order (issue 41): Ben asks for a coach from his report and shares only his plan; the outside coach
// opens their link and schedules a session whose invitation parses as a calendar; Ben withdraws consent and the
// coach's page closes.
test.describe.configure({ mode: 'serial' });

const TITLE = 'Spring 360';
const COACH = { name: 'Olivia Grant', email: `olivia.grant.${Date.now()}@coaching-partner.example`, organisation: 'Grant Coaching' };
let company: Company;
let team: Record<string, Person>;
let surveyId: number;
let benToken: string;
let coachLink = '';

/** Every statement of the rater's assignment about Ben answered `value` and submitted, as their browser would. */
async function submit(request: APIRequestContext, token: string, value: number) {
  const headers = { authorization: `JWT ${token}` };
  const mine = (await (await request.get(`/survey/get_surveyassign/?survey=${surveyId}`, { headers })).json()) as Array<{ id: number }>;
  const sheet = (await (await request.get(`/survey/surveyuserans/${mine[0]!.id}/`, { headers })).json()) as {
    competencies: Array<{ statements: Array<{ id: number }> }>;
  };
  const answers = sheet.competencies.flatMap((c) => c.statements.map((s) => ({ statement: s.id, value })));
  const res = await request.post('/survey/surveyuserans/', { headers, data: { assignment: mine[0]!.id, status: 'submitted', answers, levels: [] } });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  company = await registeredCompany(request, 'coaching');
  team = await surveyTeam(request, company, `coaching-staff-${Date.now()}.example.com`);
  await starterLibrary(request, company);
  surveyId = await openSurvey(request, company, TITLE, [
    { ratee: team.ben!, rater: team.ben!, relationship: 'self' },
    { ratee: team.ben!, rater: team.maya!, relationship: 'manager' },
    { ratee: team.ben!, rater: team.ada!, relationship: 'peer' },
    { ratee: team.ben!, rater: team.carl!, relationship: 'peer' },
    { ratee: team.ben!, rater: team.dee!, relationship: 'direct_report' },
  ]);
  benToken = await employeeToken(request, team.ben!);
  await submit(request, benToken, 4);
  for (const [key, value] of [
    ['maya', 1],
    ['ada', 2],
    ['carl', 1],
    ['dee', 2],
  ] as const)
    await submit(request, await employeeToken(request, team[key]!), value);
  const headers = authHeader(company);
  expect((await request.post(`/survey/survey/${surveyId}/close/`, { headers })).status()).toBe(200);
  expect((await request.put(`/feedback/survey/${surveyId}/release/`, { headers, data: { released: true } })).status()).toBe(200);
  const library = (await (await request.get('/competency/list/', { headers })).json()) as Array<{ id: number; title: string }>;
  const coached = library.filter((c) => ['Integrity', 'Accountability'].includes(c.title)).map((c) => c.id);
  const added = await request.post('/coaching/coaches/', {
    headers,
    data: { employee: null, ...COACH, competencies: coached, languages: ['en'], capacity: 3 },
  });
  expect(added.status(), await added.text()).toBe(201);
});

/** The same screen at a phone's width, then back. */
async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

let engagementId = 0;

test('Ben asks for a coach from his report, picks one and shares only his plan', async ({ page }) => {
  await startSignedIn(page, { ...company, token: benToken });
  await page.goto(`/portrayal/user/my-feedback/${surveyId}`);
  await page
    .getByRole('button', { name: 'Ask for a coach' })
    .or(page.getByRole('link', { name: 'Ask for a coach' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Choose a coach' })).toBeVisible();
  await page.getByRole('radio', { name: `${COACH.name}, ${COACH.organisation}` }).click();
  await page.getByRole('radio', { name: 'Only my development plan' }).check();
  await snapBoth(page, 'coaching-01-ask');
  await page.getByRole('button', { name: 'Ask for coaching' }).click();
  await expect(page.getByRole('heading', { name: 'Coaching requested' })).toBeVisible();
  await snapBoth(page, 'coaching-02-requested');
  const mine = (await (await page.request.get('/coaching/my/', { headers: { authorization: `JWT ${benToken}` } })).json()) as Array<{
    id: number;
    scope: string;
    status: string;
  }>;
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ scope: 'plan_only', status: 'active' });
  engagementId = mine[0]!.id;
});

test('the outside coach opens their link, sees the plan but not the report, and schedules a session whose invitation parses', async ({ browser, request }) => {
  coachLink = await linkFromOutbox(COACH.email, '/coach/');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(coachLink);
  await expect(page.getByRole('heading', { name: 'Your coachees' })).toBeVisible();
  await snapBoth(page, 'coaching-03-coach-home');
  await page.getByRole('link', { name: 'Coaching Ben Li' }).click();
  await expect(page.getByRole('heading', { name: 'Coaching Ben Li' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Development plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shared report' })).toHaveCount(0);
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setMinutes(0, 0, 0);
  const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel(/Starts at/).fill(local);
  await page.getByRole('button', { name: 'Schedule session' }).click();
  await expect(page.getByRole('button', { name: /Download \.ics/ })).toBeVisible();
  await snapBoth(page, 'coaching-04-session-scheduled');

  const token = coachLink.split('/coach/')[1]!.split('/')[0]!;
  const view = (await (await request.get(`/api/coach/${token}/engagements/${engagementId}/`)).json()) as { sessions: Array<{ id: number }>; report: unknown };
  expect(view.report).toBeNull();
  const ics = await request.get(`/api/coach/${token}/engagements/${engagementId}/sessions/${view.sessions[0]!.id}/ics/`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const event = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!;
  const parsed = new ICAL.Event(event);
  expect(parsed.startDate.toJSDate().getTime()).toBe(start.getTime());
  expect(parsed.summary).toContain('Ben Li');
  await context.close();
});

test('Ben withdraws his consent and the coach’s page closes', async ({ page, browser }) => {
  await startSignedIn(page, { ...company, token: benToken });
  await page.goto(`/portrayal/coaching/engagements/${engagementId}`);
  await page.getByRole('button', { name: 'Withdraw consent' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw consent?' });
  await confirm.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share again' })).toBeVisible();
  await snapBoth(page, 'coaching-05-withdrawn');

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const coach = await context.newPage();
  await coach.goto(`${coachLink.replace(/\/$/, '')}/engagements/${engagementId}`);
  await expect(coach.getByRole('alert')).toContainText('has withdrawn their consent');
  await expect(coach.getByRole('heading', { name: 'Development plan' })).toHaveCount(0);
  await snapBoth(coach, 'coaching-06-coach-closed');
  await context.close();
});
