import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentActions, reportReleases, surveyAssignments, surveys } from '../../../server/db/schema';
import { addSuperuser, type Session } from '../helpers/accounts';
import { activate, employeeWith, send } from '../helpers/employees';
import { REFERENCE_RATEES, scoredSurvey, scoredWorld, type ScoredWorld } from '../helpers/scored-world';
import { day } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * GET /dashboard/summary/ on a company with two open surveys (Reference review, due in 10
 * days; Pulse, due in 3), one closed whose results HR has opened and reports released, a
 * draft, one not started and one past its end; every event at a known time, counted from
 * yesterday noon (UTC) so that a day never splits.
 */
let t: TestApp;
let w: ScoredWorld;
type SurveyKey = 'reference' | 'pulse' | 'closing' | 'draft' | 'later' | 'past';
const ids = {} as Record<SurveyKey, number>;
let ana: Session;
const URL = '/dashboard/summary/';
const ALERTS = '/dashboard/alerts/';
const HOUR = 3_600_000;
let anchor: number;
const at = (days: number, hours = 0) => new Date(anchor + days * 24 * HOUR + hours * HOUR);

beforeAll(async () => {
  t = await buildTestApp();
  w = await scoredWorld(t);
  const midnight = new Date(t.clock.now().toISOString().slice(0, 10)).getTime();
  anchor = midnight - 12 * HOUR;
  ids.reference = await scoredSurvey(t, w, { title: 'Reference review', ratees: REFERENCE_RATEES });
  ids.pulse = await scoredSurvey(t, w, {
    title: 'Pulse',
    end: 3,
    ratees: [
      {
        name: 'Ana',
        raters: [
          { name: 'Mo', relationship: 'manager' },
          { name: 'P1', relationship: 'peer' },
          { name: 'Ben', relationship: 'peer', values: [4, 4, 4] },
        ],
      },
      { name: 'Ben', raters: [{ name: 'Ana', relationship: 'peer' }] },
    ],
  });
  ids.closing = await scoredSurvey(t, w, {
    title: 'Closing',
    closed: true,
    ratees: [
      { name: 'Ed', raters: [{ name: 'Mo', relationship: 'manager', values: [0, 0, 0] }] },
      { name: 'Ana', raters: [{ name: 'Mo', relationship: 'manager', values: [4, 4, 4] }] },
    ],
  });
  // HR has read the closed survey's results: only such surveys count in the dashboard's alerts.
  expect((await send(t, w.admin, 'GET', `/feedback/survey/${ids.closing}/ratees/`)).statusCode).toBe(200);
  const anaPending = [{ name: 'Ben', raters: [{ name: 'Ana', relationship: 'peer' as const }] }];
  ids.draft = await scoredSurvey(t, w, { title: 'Draft plan', isDraft: true, ratees: anaPending });
  ids.later = await scoredSurvey(t, w, { title: 'Not started', start: 2, end: 9, ratees: anaPending });
  ids.past = await scoredSurvey(t, w, { title: 'Past end', start: -5, end: -1, ratees: anaPending });

  // Every event at a known time.
  for (const [i, key] of (['reference', 'pulse', 'closing', 'draft', 'later', 'past'] as const).entries()) {
    await t.db
      .update(surveys)
      .set({ createdAt: at(-10 + i) })
      .where(eq(surveys.id, ids[key]));
  }
  const submitted = (surveyId: number) => and(eq(surveyAssignments.surveyId, surveyId), eq(surveyAssignments.status, 'submitted'));
  await t.db
    .update(surveyAssignments)
    .set({ submittedAt: at(-3, 2) })
    .where(submitted(ids.reference));
  await t.db
    .update(surveyAssignments)
    .set({ submittedAt: at(-4, 1) })
    .where(and(submitted(ids.reference), eq(surveyAssignments.rateeId, w.people.Ana!.id)));
  await t.db
    .update(surveyAssignments)
    .set({ submittedAt: at(-2) })
    .where(submitted(ids.pulse));
  await t.db
    .update(surveyAssignments)
    .set({ submittedAt: at(-2, 3) })
    .where(submitted(ids.closing));
  await t.db
    .update(surveys)
    .set({ closedAt: at(-1) })
    .where(eq(surveys.id, ids.closing));
  const companyId = w.admin.companyId!;
  await t.db.insert(reportReleases).values([
    { companyId, surveyId: ids.closing, rateeId: w.people.Ana!.id, releasedAt: at(-1, 1) },
    { companyId, surveyId: ids.closing, rateeId: w.people.Ed!.id, releasedAt: at(-1, 2) },
  ]);
  const action = (surveyId: number, title: string, createdAt: Date, completedAt: Date | null = null) => ({
    companyId,
    surveyId,
    rateeId: w.people.Ana!.id,
    title,
    createdAt,
    completedAt,
    status: completedAt ? ('done' as const) : ('planned' as const),
  });
  await t.db
    .insert(developmentActions)
    .values([
      action(ids.closing, 'Mentor a junior', at(-1, 3), at(0, 1)),
      action(ids.pulse, 'Practise feedback', at(-1, 4)),
      action(ids.closing, 'Read a book', at(0, 2)),
    ]);

  const granted = await send(t, w.admin, 'PATCH', '/api/permission-on-user-id/', { user_id: w.people.Ana!.userId, permissions: { dashboard: true } });
  expect(granted.statusCode, granted.body).toBe(200);
  ana = await activate(t, w.people.Ana!.email);
});
afterAll(async () => {
  await t.close();
});

const summary = async (s: Session) => {
  const res = await send(t, s, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const event = (kind: string, when: Date, text: string, survey: SurveyKey) => ({ kind, at: when.toISOString(), text, survey_id: ids[survey] });

describe('GET /dashboard/summary/', () => {
  it('for an admin: open surveys due first, pending raters, alert counts, the 10 latest events; nothing of their own', async () => {
    const name = w.people.Ana!.name;
    expect(await summary(w.admin)).toEqual({
      surveys: [
        // Pending: Mo and P1 (on Ana), Ana (on Ben).
        { id: ids.pulse, title: 'Pulse', end_date: day(t, 3), responses: { submitted: 1, assigned: 4 }, pending_raters: 3 },
        // Pending: P4 (on Ana), Mo (on Ed).
        { id: ids.reference, title: 'Reference review', end_date: day(t, 10), responses: { submitted: 17, assigned: 19 }, pending_raters: 2 },
      ],
      pending_raters: 4,
      activity: [
        event('action_added', at(0, 2), `Development action “Read a book” added for ${name}`, 'closing'),
        event('action_done', at(0, 1), `${name} completed “Mentor a junior”`, 'closing'),
        event('action_added', at(-1, 4), `Development action “Practise feedback” added for ${name}`, 'pulse'),
        event('action_added', at(-1, 3), `Development action “Mentor a junior” added for ${name}`, 'closing'),
        event('reports_released', at(-1, 2), '2 reports released for “Closing”', 'closing'),
        event('survey_closed', at(-1), 'Survey “Closing” closed', 'closing'),
        event('answers_submitted', at(-2, 3), '2 answers submitted to “Closing”', 'closing'),
        event('answers_submitted', at(-2), '1 answer submitted to “Pulse”', 'pulse'),
        event('answers_submitted', at(-3, 2), '12 answers submitted to “Reference review”', 'reference'),
        event('answers_submitted', at(-4, 1), '5 answers submitted to “Reference review”', 'reference'),
      ],
      mine: { to_answer: 0, reports: 0, open_actions: 0, raters_to_choose: 0, raters_to_approve: 0 },
    });
  });

  it("an employee with only the dashboard sees their own work and nothing of the company's", async () => {
    expect(await summary(ana)).toEqual({
      surveys: null,
      pending_raters: null,
      activity: [],
      // Pulse on Ben (not the draft, the survey not started or the one past its end); one released report;
      // "Read a book" (Mentor is done; Practise feedback is on a report not released).
      mine: { to_answer: 1, reports: 1, open_actions: 1, raters_to_choose: 0, raters_to_approve: 0 },
    });
  });

  it('the survey area adds the surveys and the activity; the feedback area the activity', async () => {
    const admin = await summary(w.admin);
    const surveyor = await summary(await employeeWith(t, w.admin, { dashboard: true, survey: true }));
    expect(surveyor).toEqual(admin);
    const analyst = await summary(await employeeWith(t, w.admin, { dashboard: true, feedback: true }));
    expect(analyst).toEqual({ ...admin, surveys: null, pending_raters: null });
  });

  it('an assignment submitted and a release taken back: the counts follow (an action on a report not released is not open work)', async () => {
    const pending = await t.db
      .select()
      .from(surveyAssignments)
      .where(and(eq(surveyAssignments.surveyId, ids.pulse), eq(surveyAssignments.raterId, w.people.Ana!.id)));
    await t.db.update(surveyAssignments).set({ status: 'submitted', submittedAt: t.clock.now() }).where(eq(surveyAssignments.id, pending[0]!.id));
    await t.db.delete(reportReleases).where(and(eq(reportReleases.surveyId, ids.closing), eq(reportReleases.rateeId, w.people.Ana!.id)));
    try {
      expect((await summary(ana)).mine).toEqual({ to_answer: 0, reports: 0, open_actions: 0, raters_to_choose: 0, raters_to_approve: 0 });
      const admin = await summary(w.admin);
      expect(admin.surveys[0]).toMatchObject({ id: ids.pulse, responses: { submitted: 2, assigned: 4 }, pending_raters: 2 });
      // Ana has nothing else to answer: Mo, P1 and P4 remain.
      expect(admin.pending_raters).toBe(3);
      expect(admin.activity[0]).toMatchObject({ kind: 'answers_submitted', text: '1 answer submitted to “Pulse”' });
    } finally {
      await t.db.update(surveyAssignments).set({ status: 'pending', submittedAt: null }).where(eq(surveyAssignments.id, pending[0]!.id));
      await t.db.insert(reportReleases).values({ companyId: w.admin.companyId!, surveyId: ids.closing, rateeId: w.people.Ana!.id, releasedAt: at(-1, 1) });
    }
  });
});

describe('GET /dashboard/alerts/', () => {
  const counts = async (s: Session) => {
    const res = await send(t, s, 'GET', ALERTS);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const closing = () => ({ id: ids.closing, title: 'Closing', closed_on: day(t, -2) });

  it('counts the alerts of the latest closed survey with results open and any alert, and names it: Closing, with Ana (4) and Ed (0)', async () => {
    expect(await counts(w.admin)).toEqual({ succession: 1, development: 1, survey: closing() });
  });

  it('are the lengths of GET /feedback/alerts/?survey= for the survey named (the list the counts link to)', async () => {
    const { survey, ...n } = await counts(w.admin);
    const alerts = (await send(t, w.admin, 'GET', `/feedback/alerts/?survey=${survey.id}`)).json();
    expect(n).toEqual({ succession: alerts.succession.length, development: alerts.development.length });
  });

  it('a survey closed later with alerts takes over once its results are open; one without alerts, or not yet opened, does not', async () => {
    const later = await scoredSurvey(t, w, {
      title: 'Later review',
      start: -9,
      end: 10,
      ratees: [
        { name: 'Ed', raters: [{ name: 'Mo', relationship: 'manager', values: [1, 1, 1] }] },
        { name: 'Cy', raters: [{ name: 'Mo', relationship: 'manager', values: [1, 1, 1] }] },
      ],
    });
    try {
      await t.db
        .update(surveys)
        .set({ closedAt: at(0, 2) })
        .where(eq(surveys.id, later));
      // Closed, but nobody has read its results: the dashboard opens nothing, so Closing still counts.
      expect((await counts(w.admin)).survey).toEqual(closing());
      expect((await send(t, w.admin, 'GET', `/feedback/survey/${later}/ratees/`)).statusCode).toBe(200);
      expect(await counts(w.admin)).toEqual({ succession: 0, development: 2, survey: { id: later, title: 'Later review', closed_on: day(t, -1) } });
    } finally {
      await t.db.delete(surveys).where(eq(surveys.id, later));
    }
  });

  it("another company's counts hold none of ours", async () => {
    const other = await scoredWorld(t);
    expect(await counts(other.admin)).toEqual({ succession: 0, development: 0, survey: null });
    expect(await counts(w.admin)).toEqual({ succession: 1, development: 1, survey: closing() });
  });

  it('401 without a token; 403 without the feedback area or without the dashboard area', async () => {
    expect((await t.app.inject({ method: 'GET', url: ALERTS })).statusCode).toBe(401);
    const surveyor = await employeeWith(t, w.admin, { dashboard: true, survey: true });
    expect((await send(t, surveyor, 'GET', ALERTS)).statusCode).toBe(403);
    const noDashboard = await employeeWith(t, w.admin, { dashboard: false, feedback: true });
    expect((await send(t, noDashboard, 'GET', ALERTS)).statusCode).toBe(403);
    const analyst = await employeeWith(t, w.admin, { dashboard: true, feedback: true });
    expect(await counts(analyst)).toEqual({ succession: 1, development: 1, survey: closing() });
  });
});

describe('access', () => {
  it("another company's dashboard shows none of ours", async () => {
    const other = await scoredWorld(t);
    const before = await summary(w.admin);
    expect(await summary(other.admin)).toEqual({
      surveys: [],
      pending_raters: 0,
      activity: [],
      mine: { to_answer: 0, reports: 0, open_actions: 0, raters_to_choose: 0, raters_to_approve: 0 },
    });
    expect(await summary(w.admin)).toEqual(before);
    const rows = await t.db
      .select({ id: surveys.id })
      .from(surveys)
      .where(inArray(surveys.id, Object.values(ids)));
    expect(rows).toHaveLength(6);
  });

  it('401 without a token; 403 without the dashboard area (whatever the others) or as a superuser', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const noDashboard = await employeeWith(t, w.admin, { dashboard: false, survey: true, feedback: true });
    expect((await send(t, noDashboard, 'GET', URL)).statusCode).toBe(403);
    const superuser = await send(t, await addSuperuser(t), 'GET', URL);
    expect(superuser.statusCode).toBe(403);
    expect(superuser.json()).toEqual({ detail: 'The dashboard belongs to a company; a platform superuser has none.' });
  });
});
