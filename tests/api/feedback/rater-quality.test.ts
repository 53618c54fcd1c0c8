import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { disclosureLedger, surveyAssignments } from '../../../server/db/schema';
import { appWith } from '../helpers/app-with';
import { employeeWith, send } from '../helpers/employees';
import { forgetOpenedResults, numberedRaters, reanswer, scoredSurvey, scoredWorld, type ScoredRatee } from '../helpers/scored-world';

/**
 * GET /feedback/analytics/quality/: figures computed by hand, anonymity (a hidden group moves nothing, a figure the
 * auditor withheld from HR counts nowhere), refusals and access.
 *
 * A rater's average is the mean of their three competency scores (scored-world.ts: one value per competency).
 *   Ana: self 2 [2,2,2]; manager Mo 3 [3,3,3]; peers 4, 3, 2 (each straight)        pop. sd of peers 0.8165
 *   Ben: self 3 [4,3,2]; manager Mo 2 [1,2,3]; peers 3, 3, 3 (straight); two direct reports [0,0,0]: hidden
 *   Cy:  self 3 [3,4,2]; manager Mo 2 [2,2,2]; peers 4, 2 (straight), 3 [3,4,2]       pop. sd of peers 0.8165
 * Shown sheets: 15 (the direct reports are below the threshold of 3 and pool with nobody); straight-lined 11.
 * Company (this survey only): mean 42 / 15 = 2.8; pop. variance 6.4 / 15, sd 0.6532.
 *   self 8/3 = 2.67: −0.13, z −0.20 in line; manager 7/3 = 2.33: −0.47, z −0.71 severe; peers 27/9 = 3: +0.2, z 0.31 in line.
 *   peers' agreement (0.8165 + 0 + 0.8165) / 3 = 0.54 over 3 ratees: moderate.
 */
const RATEES: ScoredRatee[] = [
  {
    name: 'Ana',
    raters: [
      { name: 'Ana', relationship: 'self', values: [2, 2, 2] },
      { name: 'Mo', relationship: 'manager', values: [3, 3, 3] },
      ...numberedRaters('P', 'peer', [4, 4, 4], [3, 3, 3], [2, 2, 2]),
    ],
  },
  {
    name: 'Ben',
    raters: [
      { name: 'Ben', relationship: 'self', values: [4, 3, 2] },
      { name: 'Mo', relationship: 'manager', values: [1, 2, 3] },
      ...numberedRaters('Q', 'peer', [3, 3, 3], [3, 3, 3], [3, 3, 3]),
      ...numberedRaters('D', 'direct_report', [0, 0, 0], [0, 0, 0]),
    ],
  },
  {
    name: 'Cy',
    raters: [
      { name: 'Cy', relationship: 'self', values: [3, 4, 2] },
      { name: 'Mo', relationship: 'manager', values: [2, 2, 2] },
      ...numberedRaters('R', 'peer', [4, 4, 4], [2, 2, 2], [3, 4, 2]),
    ],
  },
];

const { t, w } = appWith({ w: scoredWorld });
let surveyId: number;
beforeAll(async () => {
  surveyId = await scoredSurvey(t, w, { title: 'Quality review', closed: true, ratees: RATEES });
});

const quality = (id = surveyId, s = w.admin) => send(t, s, 'GET', `/feedback/analytics/quality/?survey=${id}`);
const figures = async () => {
  const res = await quality();
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const group = (body: { groups: Array<{ group: string }> }, name: string) => body.groups.find((g) => g.group === name);

describe('the signals, computed by hand', () => {
  it('straight-lined sheets, the company distribution, leniency and agreement per group', async () => {
    const body = await figures();
    expect(body.survey).toEqual({ id: surveyId, title: 'Quality review' });
    expect(body.straight_lined).toEqual({
      sheets: 11,
      of: 15,
      min_statements: 3,
      says: '11 of 15 sheets gave one and the same value to every statement they scored.',
    });
    expect(body.company).toEqual({ mean: 2.8, sd: 0.65, raters: 15, surveys: 1 });
    expect(body.cuts).toEqual({ leniency_z: 0.5, agreement_high_below: 0.5, agreement_low_from: 1 });
    expect(body.groups.map((g: { group: string }) => g.group)).toEqual(['self', 'manager', 'peer', 'direct_report']);
    expect(group(body, 'self')).toEqual({
      group: 'self',
      withheld: false,
      raters: 3,
      ratees: 3,
      mean: 2.67,
      leniency: {
        difference: -0.13,
        z: -0.2,
        reading: 'in_line',
        says: 'In line with the company: 0.13 points below its average, within 0.5 standard deviations.',
      },
      agreement: { sd: null, ratees: 0, reading: null, says: 'No ratee has two or more raters in this group: nothing to compare.' },
    });
    expect(group(body, 'manager')).toMatchObject({
      raters: 3,
      mean: 2.33,
      leniency: { difference: -0.47, z: -0.71, reading: 'severe', says: "Severe: 0.47 points below the company's average (0.71 standard deviations)." },
    });
    expect(group(body, 'peer')).toEqual({
      group: 'peer',
      withheld: false,
      raters: 9,
      ratees: 3,
      mean: 3,
      leniency: {
        difference: 0.2,
        z: 0.31,
        reading: 'in_line',
        says: 'In line with the company: 0.20 points above its average, within 0.5 standard deviations.',
      },
      agreement: {
        sd: 0.54,
        ratees: 3,
        reading: 'moderate',
        says: "Moderate agreement: a ratee's raters in this group are 0.54 points apart on average (3 ratees).",
      },
    });
  });
});

describe('anonymity', () => {
  const directReports = async () =>
    (
      await t.db
        .select({ id: surveyAssignments.id })
        .from(surveyAssignments)
        .where(and(eq(surveyAssignments.surveyId, surveyId), eq(surveyAssignments.relationship, 'direct_report')))
    ).map((r) => r.id);

  it('a group below the threshold is withheld, and its answers move no figure (leniency included)', async () => {
    const before = await figures();
    expect(group(before, 'direct_report')).toEqual({
      group: 'direct_report',
      withheld: true,
      raters: 0,
      ratees: 0,
      mean: null,
      leniency: null,
      agreement: { sd: null, ratees: 0, reading: null, says: 'Withheld: no report shows this group, so it has no figure here either.' },
    });
    const ids = await directReports();
    expect(ids).toHaveLength(2);
    await reanswer(t, ids, 4);
    try {
      await forgetOpenedResults(t);
      expect(await figures()).toEqual(before);
    } finally {
      await reanswer(t, ids, 0);
      await forgetOpenedResults(t);
    }
  });

  it('a one-ratee survey: its withheld group stays withheld, and the company figures do not hold it', async () => {
    await figures();
    const alone = await scoredSurvey(t, w, { title: 'One ratee', closed: true, ratees: [RATEES[1]!] });
    const res = await quality(alone);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(group(body, 'direct_report')).toMatchObject({ withheld: true, mean: null, leniency: null });
    // The company now holds both surveys' shown sheets: 15 + 5 (Ben's self 3, manager 2, peers 3, 3, 3).
    expect(body.company).toMatchObject({ raters: 20, surveys: 2, mean: 2.8 });
    // One ratee: too few to read agreement without pointing at its raters.
    expect(group(body, 'peer')!).toMatchObject({ mean: 3, agreement: { sd: null, ratees: 1, reading: null } });
    // A hostile HR changes nothing by comparing: the hidden direct reports' 0s or 4s give the same answer.
    const hidden = (
      await t.db
        .select({ id: surveyAssignments.id })
        .from(surveyAssignments)
        .where(and(eq(surveyAssignments.surveyId, alone), eq(surveyAssignments.relationship, 'direct_report')))
    ).map((r) => r.id);
    await reanswer(t, hidden, 4);
    await forgetOpenedResults(t);
    await figures();
    expect((await quality(alone)).json()).toEqual(body);
    // Forgotten, it is in the company's figures no more (they read surveys whose results are open).
    await forgetOpenedResults(t);
  });

  it("a figure the disclosure auditor withheld from HR counts nowhere: not in the group's signals, nor the company's", async () => {
    await figures();
    const [entry] = await t.db
      .insert(disclosureLedger)
      .values({
        companyId: w.admin.companyId!,
        audience: 'hr',
        surveyId,
        rateeId: w.people.Ana!.id,
        space: 'rater',
        figure: 'peer',
        items: [w.competencies.coaching],
        members: ['x'],
        released: false,
      })
      .returning();
    try {
      const body = await figures();
      // Ben's and Cy's peers only: 18 / 6 = 3; two ratees are fewer than the threshold of 3.
      expect(group(body, 'peer')).toMatchObject({ raters: 6, ratees: 2, mean: 3, agreement: { sd: null, ratees: 2, reading: null } });
      // 33 / 12 = 2.75; Ana's three straight-lined peers are left out of the count too.
      expect(body.company).toMatchObject({ raters: 12, mean: 2.75 });
      expect(body.straight_lined).toMatchObject({ sheets: 8, of: 12 });
    } finally {
      await t.db.delete(disclosureLedger).where(inArray(disclosureLedger.id, [entry!.id]));
    }
  });
});

describe('refusals and access', () => {
  it('an open survey answers 409; a draft 400; an unknown survey 404', async () => {
    const open = await scoredSurvey(t, w, { title: 'Still open', ratees: RATEES.slice(0, 1) });
    expect((await quality(open)).statusCode).toBe(409);
    const draft = await scoredSurvey(t, w, { title: 'Draft', isDraft: true, ratees: [] });
    expect((await quality(draft)).json()).toEqual({ survey: ['This survey is a draft: it has no answers yet.'] });
    expect((await quality(2_000_000_000)).statusCode).toBe(404);
  });

  it('HR of another company gets 404; an employee without the feedback area 403; the area is enough', async () => {
    const other = await scoredWorld(t);
    const intruder = await quality(surveyId, other.admin);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toEqual({ detail: 'Not found.' });
    const surveyor = await employeeWith(t, w.admin, { survey: true, dashboard: true });
    expect((await quality(surveyId, surveyor)).statusCode).toBe(403);
    const analyst = await employeeWith(t, w.admin, { feedback: true });
    expect((await quality(surveyId, analyst)).statusCode).toBe(200);
  });
});
