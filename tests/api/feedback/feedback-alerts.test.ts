import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAssignments } from '../../../server/db/schema';
import { addSuperuser } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { forgetOpenedResults, reanswer, REFERENCE_RATEES, scoredSurvey, scoredWorld, type ScoredWorld } from '../helpers/scored-world';
import { relabelling } from '../helpers/fixed-raters-world';
import { day } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * GET /feedback/alerts/: the reference survey (REFERENCE_RATEES, an hour old) and a newer
 * one where Di (4 everywhere) and Ben (3.85) stand out and Ana (0) needs development; a
 * draft with answers is never counted.
 */
let t: TestApp;
let w: ScoredWorld;
let older: number;
let newer: number;
let draft: number;
beforeAll(async () => {
  t = await buildTestApp();
  w = await scoredWorld(t);
  older = await scoredSurvey(t, w, { title: 'Spring review', closed: true, createdMinutesAgo: 60, ratees: REFERENCE_RATEES });
  newer = await scoredSurvey(t, w, {
    title: 'Autumn review',
    closed: true,
    ratees: [
      { name: 'Ana', raters: [{ name: 'Mo', relationship: 'manager', values: [0, 0, 0] }] },
      { name: 'Ben', raters: [{ name: 'Mo', relationship: 'manager', values: [4, 3, 4] }] },
      { name: 'Di', raters: [{ name: 'Mo', relationship: 'manager', values: [4, 4, 4] }] },
    ],
  });
  draft = await scoredSurvey(t, w, {
    title: 'Draft',
    isDraft: true,
    ratees: [{ name: 'Ed', raters: [{ name: 'Mo', relationship: 'manager', values: [0, 0, 0] }] }],
  });
});
afterAll(async () => {
  await t.close();
});

const alerts = async (query = '', s = w.admin) => {
  const res = await send(t, s, 'GET', `/feedback/alerts/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const person = (name: string, designation: string | null) => ({ id: w.people[name]!.id, name: w.people[name]!.name, designation });
const ana = () => person('Ana', 'Analyst');
const ben = () => person('Ben', 'Analyst');
const cy = () => person('Cy', 'Manager');
const di = () => person('Di', null);
// Both closed today (closed early): the one made last comes first.
const spring = () => ({ id: older, title: 'Spring review', closed_on: day(t) });
const autumn = () => ({ id: newer, title: 'Autumn review', closed_on: day(t) });
/** Percents of 4 from the unrounded scores, one decimal: what the server computes once for every screen and file. */
const PERCENT: Record<number, number> = { 0: 0, 0.75: 18.8, 1: 25, 2.05: 51.3, 2.63: 65.6, 2.75: 68.8, 2.78: 69.4, 3.75: 93.8, 3.85: 96.3, 4: 100 };
const named = (name: string, score: number) => ({ name, score, percent: PERCENT[score]! });
const scores = (core: number, leadership: number) => [named('Core', core), named('Leadership', leadership)];
const overall = (score: number) => ({ overall: score, overall_percent: PERCENT[score]! });
const setThresholds = async (succession: number, development: number) => {
  const res = await send(t, w.admin, 'PUT', '/feedback/settings/', {
    succession_threshold: succession,
    development_threshold: development,
    anonymity_threshold: 3,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('succession candidates and development needs', () => {
  it('every published survey: newest first, succession highest first, development lowest first', async () => {
    expect(await alerts()).toEqual({
      thresholds: { succession_threshold: 80, development_threshold: 50 },
      succession: [
        { survey: autumn(), ratee: di(), ...overall(4), types: scores(4, 4) },
        { survey: autumn(), ratee: ben(), ...overall(3.85), types: scores(3.75, 4) },
        { survey: spring(), ratee: ana(), ...overall(3.85), types: scores(3.75, 4) },
      ],
      development: [
        { survey: autumn(), ratee: ana(), ...overall(0), below: [named('Overall', 0), ...scores(0, 0)] },
        { survey: spring(), ratee: cy(), ...overall(0.75), below: [named('Overall', 0.75), ...scores(0.75, 0.75)] },
        // 51.3 % overall, 68.8 % Core: only Leadership (25 %) is below.
        { survey: spring(), ratee: ben(), ...overall(2.05), below: [named('Leadership', 1)] },
      ],
    });
  });

  it('?survey= keeps one survey; a draft has none; an open survey answers 409 and is in no list', async () => {
    const open = await scoredSurvey(t, w, {
      title: 'Winter review',
      ratees: [{ name: 'Di', raters: [{ name: 'Mo', relationship: 'manager', values: [4, 4, 4] }] }],
    });
    expect((await send(t, w.admin, 'GET', `/feedback/alerts/?survey=${open}`)).statusCode).toBe(409);
    expect(JSON.stringify(await alerts())).not.toContain('Winter review');
    const one = await alerts(`?survey=${older}`);
    expect(one.succession.map((a: { ratee: { id: number } }) => a.ratee.id)).toEqual([w.people.Ana!.id]);
    expect(one.development.map((a: { ratee: { id: number } }) => a.ratee.id)).toEqual([w.people.Cy!.id, w.people.Ben!.id]);
    expect(await alerts(`?survey=${draft}`)).toEqual({
      thresholds: { succession_threshold: 80, development_threshold: 50 },
      succession: [],
      development: [],
    });
  });

  it("follow the company's thresholds, in percent: succession at or above, development below", async () => {
    await setThresholds(95, 70);
    try {
      const changed = await alerts();
      expect(changed.thresholds).toEqual({ succession_threshold: 95, development_threshold: 70 });
      // Ben and Ana: Core 93.8 % < 95. Di: exactly 100 %.
      expect(changed.succession).toEqual([{ survey: autumn(), ratee: di(), ...overall(4), types: scores(4, 4) }]);
      expect(changed.development.map((a: { survey: { id: number }; ratee: { id: number } }) => [a.survey.id, a.ratee.id])).toEqual([
        [newer, w.people.Ana!.id],
        [older, w.people.Cy!.id],
        [older, w.people.Ben!.id],
        [older, w.people.Di!.id],
      ]);
      // Di: 69.4 % overall, Core 65.6 %, Leadership 75 %.
      expect(changed.development[3].below).toEqual([named('Overall', 2.78), named('Core', 2.63)]);
      expect(changed.development[2].below).toEqual([named('Overall', 2.05), named('Core', 2.75), named('Leadership', 1)]);
      await setThresholds(100, 1);
      const top = await alerts();
      expect(top.succession.map((a: { ratee: { id: number } }) => a.ratee.id)).toEqual([w.people.Di!.id]);
      // 0 % is below 1 %, 18.8 % is not.
      expect(top.development.map((a: { ratee: { id: number } }) => a.ratee.id)).toEqual([w.people.Ana!.id]);
    } finally {
      await setThresholds(80, 50);
    }
  });
});

describe('anonymity', () => {
  // Figures are frozen at their first read: each world (answers rewritten, raters named) is read afresh.
  const freshAlerts = async (query = '') => {
    await forgetOpenedResults(t);
    return alerts(query);
  };
  it("Ben's hidden peers (two, below the threshold) change no alert whatever they answer, or if they never had", async () => {
    const rows = await t.db
      .select({ id: surveyAssignments.id })
      .from(surveyAssignments)
      .where(and(eq(surveyAssignments.surveyId, older), eq(surveyAssignments.rateeId, w.people.Ben!.id), eq(surveyAssignments.relationship, 'peer')));
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(2);
    const before = await freshAlerts();
    try {
      await reanswer(t, ids, 4);
      expect(await freshAlerts()).toEqual(before);
      // Shown (named, since no threshold below 3 is allowed), their 4s would lift Ben to 83.8 % overall (Leadership 75 %):
      // no longer a development need.
      // No route moves a submitted peer, and the database refuses it too (migration 0020): relabelled for the test alone.
      const relabel = (relationship: 'manager' | 'peer') =>
        relabelling(t, () => t.db.update(surveyAssignments).set({ relationship }).where(inArray(surveyAssignments.id, ids)));
      await relabel('manager');
      const shown = (await freshAlerts(`?survey=${older}`)).development.map((a: { ratee: { id: number } }) => a.ratee.id);
      await relabel('peer');
      expect(shown).toEqual([w.people.Cy!.id]);
      await t.db.update(surveyAssignments).set({ status: 'pending' }).where(inArray(surveyAssignments.id, ids));
      expect(await freshAlerts()).toEqual(before);
    } finally {
      await t.db.update(surveyAssignments).set({ status: 'submitted' }).where(inArray(surveyAssignments.id, ids));
      await reanswer(t, ids, 0);
    }
  });
});

describe('access', () => {
  it("another company's survey answers 404; its alerts show none of ours", async () => {
    const other = await scoredWorld(t);
    await expectTenantIsolation({
      app: t.app,
      intruder: other.admin.headers,
      byId: [
        { method: 'GET', url: `/feedback/alerts/?survey=${older}` },
        { method: 'GET', url: `/feedback/alerts/?survey=${newer}` },
      ],
      snapshot: () => alerts(),
    });
    expect(await alerts('', other.admin)).toEqual({
      thresholds: { succession_threshold: 80, development_threshold: 50 },
      succession: [],
      development: [],
    });
    const missing = await send(t, w.admin, 'GET', '/feedback/alerts/?survey=2147483648');
    expect(missing.statusCode).toBe(404);
  });

  it('401 without a token, 403 without the feedback area or as a superuser', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/feedback/alerts/' })).statusCode).toBe(401);
    const surveyor = await employeeWith(t, w.admin, { survey: true });
    expect((await send(t, surveyor, 'GET', '/feedback/alerts/')).statusCode).toBe(403);
    expect((await send(t, await addSuperuser(t), 'GET', '/feedback/alerts/')).statusCode).toBe(403);
    const analyst = await employeeWith(t, w.admin, { feedback: true });
    expect((await alerts('', analyst)).succession).toHaveLength(3);
  });
});
