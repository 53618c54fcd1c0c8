import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { addAssignments, assignmentsOf, people, seedSurvey, surveyCounts } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The assignment reads: the whole survey, the caller's own, whether anything is submitted, progress. */
let t: TestApp;
let admin: Session;
let p: Awaited<ReturnType<typeof people>>;
let surveyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
  p = await people(t, admin, ['Zed Young', 'Ana Lee', 'Bo Chen', 'Cy Park', 'Di Moss', 'Eve Stone']);
  const { Zed, Ana, Bo, Cy, Di, Eve } = p;
  // Written in no particular order: the reads sort.
  surveyId = await seedSurvey(t, admin, {
    assignments: [
      { ratee: Zed!.id, rater: Ana!.id, relationship: 'peer', status: 'submitted' },
      { ratee: Ana!.id, rater: Eve!.id, relationship: 'other' },
      { ratee: Ana!.id, rater: Di!.id, relationship: 'direct_report', status: 'draft' },
      { ratee: Ana!.id, rater: Cy!.id, relationship: 'peer', status: 'submitted' },
      { ratee: Ana!.id, rater: Bo!.id, relationship: 'peer' },
      { ratee: Ana!.id, rater: Zed!.id, relationship: 'manager', status: 'submitted' },
      { ratee: Ana!.id, rater: Ana!.id, relationship: 'self' },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, by: Session | null = admin) => send(t, by, 'GET', url);
const pairs = (rows: Array<{ ratee: { name: string }; rater: { name: string }; relationship: string }>) =>
  rows.map((r) => `${r.ratee.name} ← ${r.rater.name} (${r.relationship})`);

describe('GET /survey/get_surveyassign_by_owner/', () => {
  it('lists every assignment by ratee name, relationship (self first), then rater name', async () => {
    const res = await get(`/survey/get_surveyassign_by_owner/?survey_id=${surveyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(pairs(res.json())).toEqual([
      'Ana Lee ← Ana Lee (self)',
      'Ana Lee ← Zed Young (manager)',
      'Ana Lee ← Bo Chen (peer)',
      'Ana Lee ← Cy Park (peer)',
      'Ana Lee ← Di Moss (direct_report)',
      'Ana Lee ← Eve Stone (other)',
      'Zed Young ← Ana Lee (peer)',
    ]);
    const [self] = res.json();
    expect(self).toEqual({
      id: expect.any(Number),
      survey: surveyId,
      ratee: { id: p.Ana!.id, name: 'Ana Lee', emp_code: p.Ana!.emp_code },
      rater: { id: p.Ana!.id, name: 'Ana Lee', emp_code: p.Ana!.emp_code },
      relationship: 'self',
      status: 'pending',
      invited_at: null,
      reminded_at: null,
      submitted_at: null,
    });
    expect(res.json()[1].submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 404 for an unknown survey', async () => {
    expect((await get('/survey/get_surveyassign_by_owner/?survey_id=999999')).statusCode).toBe(404);
  });
});

describe('GET /survey/get_surveyassign/', () => {
  it("gives any employee of the company their own assignments as a rater, none of others'", async () => {
    const me = await employeeWith(t, admin);
    const [mine] = await t.db.select().from(employees).where(eq(employees.userId, me.userId));
    await addAssignments(t, admin, surveyId, [
      // Not Zed: his peer Ana has submitted, so his anonymous raters are fixed.
      { ratee: p.Cy!.id, rater: mine!.id, relationship: 'other' },
      { ratee: p.Bo!.id, rater: mine!.id, relationship: 'peer' },
    ]);
    const res = await get(`/survey/get_surveyassign/?survey=${surveyId}`, me);
    expect(res.statusCode, res.body).toBe(200);
    const myName = res.json()[0].rater.name as string;
    expect(myName).toMatch(/^Mira Kovac \d+$/);
    expect(pairs(res.json())).toEqual([`Bo Chen ← ${myName} (peer)`, `Cy Park ← ${myName} (other)`]);
    expect(res.json().every((a: { rater: { id: number } }) => a.rater.id === mine!.id)).toBe(true);
  });

  it('is empty for someone who rates nobody in it, and in a draft even for its raters', async () => {
    expect((await get(`/survey/get_surveyassign/?survey=${surveyId}`, await employeeWith(t, admin))).json()).toEqual([]);
    const me = await employeeWith(t, admin);
    const [mine] = await t.db.select().from(employees).where(eq(employees.userId, me.userId));
    const rows = [{ ratee: p.Ana!.id, rater: mine!.id, relationship: 'peer' as const }];
    const draft = await seedSurvey(t, admin, { isDraft: true, assignments: rows });
    const open = await seedSurvey(t, admin, { assignments: rows });
    expect((await get(`/survey/get_surveyassign/?survey=${draft}`, me)).json()).toEqual([]);
    expect((await get(`/survey/get_surveyassign/?survey=${open}`, me)).json()).toHaveLength(1);
  });

  it('answers 404 for an unknown survey, 403 to a superuser, 401 without a token', async () => {
    expect((await get('/survey/get_surveyassign/?survey=999999')).statusCode).toBe(404);
    expect((await get(`/survey/get_surveyassign/?survey=${surveyId}`, await addSuperuser(t))).statusCode).toBe(403);
    expect((await get(`/survey/get_surveyassign/?survey=${surveyId}`, null)).statusCode).toBe(401);
  });
});

describe('GET /survey/any-survey-ans-submitted/ and /survey/survey/{id}/progress/', () => {
  it('count submitted answers, per ratee by name in the progress', async () => {
    const { Zed, Ana, Bo, Cy } = p;
    const id = await seedSurvey(t, admin, {
      assignments: [
        { ratee: Zed!.id, rater: Ana!.id, relationship: 'peer', status: 'submitted' },
        { ratee: Bo!.id, rater: Bo!.id, relationship: 'self', status: 'draft' },
        { ratee: Ana!.id, rater: Cy!.id, relationship: 'peer', status: 'submitted' },
        { ratee: Ana!.id, rater: Bo!.id, relationship: 'peer' },
        { ratee: Ana!.id, rater: Zed!.id, relationship: 'manager', status: 'submitted' },
      ],
    });
    expect((await get(`/survey/any-survey-ans-submitted/?survey_id=${id}`)).json()).toEqual({ survey_id: id, any_submitted: true, submitted: 3 });
    const progress = await get(`/survey/survey/${id}/progress/`);
    expect(progress.statusCode, progress.body).toBe(200);
    const person = (e: { id: number } & Record<string, unknown>, name: string) => ({ id: e.id, name, emp_code: e.emp_code });
    expect(progress.json()).toEqual([
      { ratee: person(Ana!, 'Ana Lee'), assigned: 3, submitted: 2 },
      { ratee: person(Bo!, 'Bo Chen'), assigned: 1, submitted: 0 },
      { ratee: person(Zed!, 'Zed Young'), assigned: 1, submitted: 1 },
    ]);
  });

  it('say nothing is submitted in a fresh survey, and a survey without raters has no progress rows', async () => {
    const fresh = await seedSurvey(t, admin, { assignments: [{ ratee: p.Bo!.id, rater: p.Cy!.id, relationship: 'peer', status: 'draft' }] });
    expect((await get(`/survey/any-survey-ans-submitted/?survey_id=${fresh}`)).json()).toEqual({ survey_id: fresh, any_submitted: false, submitted: 0 });
    expect((await get(`/survey/survey/${await seedSurvey(t, admin)}/progress/`)).json()).toEqual([]);
  });
});

describe('access', () => {
  const urls = () => [
    `/survey/get_surveyassign_by_owner/?survey_id=${surveyId}`,
    `/survey/get_surveyassign/?survey=${surveyId}`,
    `/survey/any-survey-ans-submitted/?survey_id=${surveyId}`,
    `/survey/survey/${surveyId}/progress/`,
  ];
  const statuses = async (by: Session | null) => Promise.all(urls().map(async (u) => (await get(u, by)).statusCode));

  it('needs the survey area, except for reading your own assignments', async () => {
    expect(await statuses(null)).toEqual([401, 401, 401, 401]);
    expect(await statuses(await addSuperuser(t))).toEqual([403, 403, 403, 403]);
    expect(await statuses(await employeeWith(t, admin))).toEqual([403, 200, 403, 403]);
    expect(await statuses(await employeeWith(t, admin, { survey: true }))).toEqual([200, 200, 200, 200]);
  });

  it("treats another company's survey as unknown", async () => {
    await expectTenantIsolation({
      app: t.app,
      intruder: (await signUpCompany(t)).headers,
      byId: urls().map((url) => ({ method: 'GET' as const, url })),
      snapshot: async () => [await surveyCounts(t), await assignmentsOf(t, surveyId)],
    });
  });
});
