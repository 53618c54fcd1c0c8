import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyAssignments, surveys } from '../../../server/db/schema';
import { addSuperuser } from '../helpers/accounts';
import { appWith } from '../helpers/app-with';
import { employeeWith, send } from '../helpers/employees';
import { forgetOpenedResults, reanswer, REFERENCE_RATEES, scoredSurvey, scoredWorld } from '../helpers/scored-world';
import { relabelling } from '../helpers/fixed-raters-world';
import { expectTenantIsolation } from '../helpers/tenant-isolation';

/** GET /feedback/analytics/: hand-computed heatmaps (REFERENCE_RATEES), anonymity, refusals, isolation, permissions. */
const { t, w } = appWith({ w: scoredWorld });
let surveyId: number;
beforeAll(async () => {
  surveyId = await scoredSurvey(t, w, { title: 'Reference review', closed: true, ratees: REFERENCE_RATEES });
});

const analytics = (query: string, s = w.admin) => send(t, s, 'GET', `/feedback/analytics/?${query}`);
const figures = async (by = 'department') => {
  const res = await analytics(`survey=${surveyId}&by=${by}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const responses = (submitted: number, assigned: number) => ({ submitted, assigned });

describe('the heatmap, distribution and responses', () => {
  it('by department (the default): rows by name, "None" last, means of the all_others scores', async () => {
    const res = await analytics(`survey=${surveyId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { competencies: c } = w;
    expect(res.json()).toEqual({
      survey: { id: surveyId, title: 'Reference review' },
      by: 'department',
      competencies: [
        { id: c.coaching, title: 'Coaching', type: 'Leadership' },
        { id: c.communication, title: 'Communication', type: 'Core' },
        { id: c.teamwork, title: 'Teamwork', type: 'Core' },
      ],
      rows: [
        // Ana (4, 3, 4; overall 3.85) and Ben (his manager only: 1, 2, 3; 2.05).
        { key: w.lists.engineering, label: 'Engineering', ratees: 2, scores: [2.5, 2.5, 3.5], overall: 2.95, responses: responses(8, 9) },
        // Cy (0.75 everywhere: manager, direct reports and other combined); Ed has no answers.
        { key: w.lists.sales, label: 'Sales', ratees: 2, scores: [0.75, 0.75, 0.75], overall: 0.75, responses: responses(5, 6) },
        { key: null, label: 'None', ratees: 1, scores: [3, 3.75, 2.25], overall: 2.78, responses: responses(4, 4) },
      ],
      distribution: [
        { from: 0, to: 0.5, ratees: 0 },
        { from: 0.5, to: 1, ratees: 1 },
        { from: 1, to: 1.5, ratees: 0 },
        { from: 1.5, to: 2, ratees: 0 },
        { from: 2, to: 2.5, ratees: 1 },
        { from: 2.5, to: 3, ratees: 1 },
        { from: 3, to: 3.5, ratees: 0 },
        { from: 3.5, to: 4, ratees: 1 },
      ],
      responses: { submitted: 17, assigned: 19, ratees: 5, ratees_with_scores: 4 },
    });
  });

  it('by designation and by group', async () => {
    const byDesignation = await figures('designation');
    expect(byDesignation.by).toBe('designation');
    expect(byDesignation.rows.map((r: { key: number | null; label: string }) => [r.key, r.label])).toEqual([
      [w.lists.analyst, 'Analyst'],
      [w.lists.manager, 'Manager'],
      [null, 'None'],
    ]);
    expect(byDesignation.rows[0]).toMatchObject({ ratees: 2, scores: [2.5, 2.5, 3.5], overall: 2.95 });

    const byGroup = await figures('group');
    expect(byGroup.rows).toEqual([
      { key: w.lists.alpha, label: 'Alpha', ratees: 1, scores: [4, 3, 4], overall: 3.85, responses: responses(5, 6) },
      // Ben, Cy, Di (Ed has no score): (1 + 0.75 + 3) / 3, (2 + 0.75 + 3.75) / 3, (3 + 0.75 + 2.25) / 3.
      { key: null, label: 'None', ratees: 4, scores: [1.58, 2.17, 2], overall: 1.86, responses: responses(12, 13) },
    ]);
    expect(byGroup.distribution).toEqual((await figures()).distribution);
  });

  it('a survey without answers has empty figures; a cell nobody scored is null', async () => {
    const quiet = await scoredSurvey(t, w, {
      title: 'Nobody answered',
      closed: true,
      ratees: [{ name: 'Ana', raters: [{ name: 'Mo', relationship: 'manager' }] }],
    });
    const res = await analytics(`survey=${quiet}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { key: w.lists.engineering, label: 'Engineering', ratees: 1, scores: [null, null, null], overall: null, responses: responses(0, 1) },
    ]);
    expect(res.json().distribution.every((b: { ratees: number }) => b.ratees === 0)).toBe(true);
    expect(res.json().responses).toEqual({ submitted: 0, assigned: 1, ratees: 1, ratees_with_scores: 0 });
  });
});

describe('anonymity: a group below the threshold moves no figure', () => {
  // Thresholds below 3 are refused, so the same raters are shown by naming them instead: all_others then holds them.
  // No route moves a submitted peer, and the database refuses it too (migration 0020): relabelled for the test alone.
  const relabel = (ids: number[], relationship: 'manager' | 'peer') =>
    relabelling(t, () => t.db.update(surveyAssignments).set({ relationship }).where(inArray(surveyAssignments.id, ids)));
  const shown = async (body: () => Promise<void>) => {
    const ids = await hidden();
    await relabel(ids, 'manager');
    try {
      await body();
    } finally {
      await relabel(ids, 'peer');
    }
  };
  // Figures are frozen at their first read: each world (answers rewritten, raters named) is read afresh.
  const freshFigures = async () => {
    await forgetOpenedResults(t);
    return figures();
  };
  async function hidden() {
    const rows = await t.db
      .select({ id: surveyAssignments.id })
      .from(surveyAssignments)
      .where(and(eq(surveyAssignments.surveyId, surveyId), eq(surveyAssignments.rateeId, w.people.Ben!.id), eq(surveyAssignments.relationship, 'peer')));
    return rows.map((r) => r.id);
  }

  it("Ben's two peers (0 everywhere) can give 4 or nothing: the scores stay the same", async () => {
    const ids = await hidden();
    expect(ids).toHaveLength(2);
    const before = await freshFigures();
    await reanswer(t, ids, 4);
    try {
      expect(await freshFigures()).toEqual(before);
      // Shown, their 4s would move Engineering: Ben (1 + 8) / 3, (2 + 8) / 3, (3 + 8) / 3.
      await shown(async () => expect((await freshFigures()).rows[0].scores).toEqual([3.5, 3.17, 3.83]));
      await t.db.update(surveyAssignments).set({ status: 'draft' }).where(inArray(surveyAssignments.id, ids));
      const without = await freshFigures();
      // Only the count of submitted answers moves: the two assignments are no longer submitted.
      expect(without.rows[0].responses).toEqual(responses(6, 9));
      expect(without.responses.submitted).toBe(15);
      const scoresOnly = (f: typeof before) => ({ rows: f.rows.map((r: { responses: unknown }) => ({ ...r, responses: null })), distribution: f.distribution });
      expect(scoresOnly(without)).toEqual(scoresOnly(before));
    } finally {
      await t.db.update(surveyAssignments).set({ status: 'submitted' }).where(inArray(surveyAssignments.id, ids));
      await reanswer(t, ids, 0);
    }
  });

  it('the same raters count once they show (the test above is not blind)', async () => {
    // Ben: 1/3, 2/3 and 1 (his peers' zeros count) → Engineering (4 + 1/3) / 2, (3 + 2/3) / 2, (4 + 1) / 2.
    await shown(async () => expect((await freshFigures()).rows[0].scores).toEqual([2.17, 1.83, 2.5]));
    expect((await freshFigures()).rows[0].scores).toEqual([2.5, 2.5, 3.5]);
  });
});

describe('closed surveys only', () => {
  it('an open survey answers 409 and opens nothing; the first read of a closed one stamps results_opened_at', async () => {
    const open = await scoredSurvey(t, w, { title: 'Still open', ratees: REFERENCE_RATEES.slice(0, 1) });
    const res = await analytics(`survey=${open}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/^Results of “Still open” are shown once the survey has closed \(it ends on \d+ \w+ \d{4}\)\.$/);
    const stamps = await t.db
      .select({ id: surveys.id, opened: surveys.resultsOpenedAt })
      .from(surveys)
      .where(inArray(surveys.id, [open, surveyId]));
    expect(stamps.find((s) => s.id === open)!.opened).toBeNull();
    expect(stamps.find((s) => s.id === surveyId)!.opened).toBeInstanceOf(Date);
  });
});

describe('refusals', () => {
  it('a draft answers 400; an unknown survey 404; a bad query 400', async () => {
    const draft = await scoredSurvey(t, w, { title: 'Draft', isDraft: true, ratees: [] });
    const res = await analytics(`survey=${draft}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ survey: ['This survey is a draft: it has no answers yet.'] });
    for (const id of [2_000_000_000, 2 ** 31, 9_007_199_254_740_991]) {
      const missing = await analytics(`survey=${id}`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await analytics(`survey=${surveyId}&by=country`)).statusCode).toBe(400);
    expect((await analytics('')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it("another company's survey answers 404 and changes nothing", async () => {
    const other = await scoredWorld(t);
    await expectTenantIsolation({
      app: t.app,
      intruder: other.admin.headers,
      byId: [{ method: 'GET', url: `/feedback/analytics/?survey=${surveyId}` }],
      snapshot: () => figures(),
    });
  });

  it('401 without a token, 403 without the feedback area or as a superuser; the area is enough', async () => {
    const url = `/feedback/analytics/?survey=${surveyId}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const surveyor = await employeeWith(t, w.admin, { survey: true, dashboard: true });
    expect((await send(t, surveyor, 'GET', url)).statusCode).toBe(403);
    const superuser = await addSuperuser(t);
    const refused = await send(t, superuser, 'GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Feedback belongs to a company; a platform superuser has none.' });
    const analyst = await employeeWith(t, w.admin, { feedback: true });
    expect((await send(t, analyst, 'GET', url)).statusCode).toBe(200);
  });
});
