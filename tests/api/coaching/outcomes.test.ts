import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachingOutcomes } from '../../../schemas/coaching';
import { coachingEngagements, coachingSessions, coachProfiles, companies, reportReleases, surveyResultScores } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { scoredSurvey, scoredWorld, type ScoredWorld } from '../helpers/scored-world';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * HR's outcomes: uptake counts, and the change of others' score on a coached competency from the coached survey to
 * the person's next closed survey, coached people against the other ratees of the same survey, each side's mean
 * withheld below the company's anonymity threshold.
 */
let t: TestApp;
let w: ScoredWorld;
let stranger: Session;
let autumn: number;
const NAMES = ['Ann', 'Bea', 'Cal', 'Dan', 'Eve', 'Fay'];
beforeAll(async () => {
  t = await buildTestApp();
  w = await scoredWorld(t);
  stranger = await signUpCompany(t, { company_name: 'Not coached' });
  const ratees = NAMES.map((name) => ({ name, raters: [] }));
  const first = await scoredSurvey(t, w, { title: 'Spring', start: -60, end: -40, closed: true, ratees });
  const second = await scoredSurvey(t, w, { title: 'Autumn', start: -10, end: -2, closed: true, ratees });
  const companyId = w.admin.companyId!;
  const { coaching, communication } = w.competencies;

  // Others' scores on Coaching: everyone 2.00 in spring; in autumn the coached moved by +1, +1.5, +0.5 (mean +1.00),
  // the uncoached by 0 and +0.5 (Fay has no autumn figure: not counted). Communication: nobody coached on it.
  const before = { Ann: 2, Bea: 2, Cal: 2, Dan: 2, Eve: 2, Fay: 2 };
  const after = { Ann: 3, Bea: 3.5, Cal: 2.5, Dan: 2, Eve: 2.5 };
  const rows = (surveyId: number, scores: Record<string, number>) =>
    Object.entries(scores).flatMap(([name, others]) => {
      const rateeId = w.people[name]!.id;
      return [
        { companyId, surveyId, rateeId, competencyId: null, typeId: null, others, self: null },
        { companyId, surveyId, rateeId, competencyId: coaching, typeId: null, others, self: null },
        { companyId, surveyId, rateeId, competencyId: communication, typeId: null, others: others + 0.25, self: null },
      ];
    });
  await t.db.insert(surveyResultScores).values([...rows(first, before), ...rows(second, after)]);
  autumn = second;
  await t.db.insert(reportReleases).values(NAMES.map((name) => ({ companyId, surveyId: first, rateeId: w.people[name]!.id })));

  const [coach] = await t.db
    .insert(coachProfiles)
    .values({ companyId, name: 'Outside Coach', email: 'coach@provider.example.com', competencyIds: [coaching], languages: ['en'], capacity: 10 })
    .returning();
  const engage = (name: string, status: 'active' | 'ended' | 'pending_approval' | 'declined', surveyId = first) => ({
    companyId,
    surveyId,
    rateeId: w.people[name]!.id,
    coachId: coach!.id,
    competencyIds: [coaching],
    language: 'en',
    status,
  });
  const engagements = await t.db
    .insert(coachingEngagements)
    .values([engage('Ann', 'active'), engage('Bea', 'active'), engage('Cal', 'ended'), engage('Dan', 'declined'), engage('Eve', 'pending_approval', second)])
    .returning();
  const hour = 3600_000;
  const now = t.clock.now().getTime();
  await t.db.insert(coachingSessions).values([
    { companyId, engagementId: engagements[0]!.id, startsAt: new Date(now - 48 * hour), minutes: 60 },
    { companyId, engagementId: engagements[0]!.id, startsAt: new Date(now - 24 * hour), minutes: 60, status: 'cancelled' },
    { companyId, engagementId: engagements[1]!.id, startsAt: new Date(now + 24 * hour), minutes: 60 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const outcomes = async (by: Session = w.admin) => {
  const res = await send(t, by, 'GET', '/coaching/outcomes/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CoachingOutcomes;
};
const setThreshold = (n: number) => t.db.update(companies).set({ anonymityThreshold: n }).where(eq(companies.id, w.admin.companyId!));

describe('coaching outcomes', () => {
  it('count uptake: released reports, requests by status, sessions held', async () => {
    expect((await outcomes()).uptake).toEqual({ released_reports: 6, requested: 5, active: 2, pending_approval: 1, ended: 1, sessions_held: 1 });
  });

  it('compare coached people with the uncoached ratees of the same survey, a side below the threshold withheld', async () => {
    await setThreshold(3);
    expect(await outcomes()).toMatchObject({
      threshold: 3,
      competencies: [
        {
          competency: { id: w.competencies.coaching, title: 'Coaching' },
          coached_people: 3,
          uncoached_people: 2,
          coached_change: 1,
          // Two uncoached people with a later figure: fewer than three.
          uncoached_change: null,
        },
      ],
    });
  });

  it('show both sides once each reaches the threshold', async () => {
    // Fay's autumn figure arrives: +0.25, a third uncoached person (0, +0.5, +0.25).
    const fay = { companyId: w.admin.companyId!, surveyId: autumn, rateeId: w.people.Fay!.id, typeId: null, others: 2.25, self: null };
    await t.db.insert(surveyResultScores).values([
      { ...fay, competencyId: null },
      { ...fay, competencyId: w.competencies.coaching },
    ]);
    const [coaching] = (await outcomes()).competencies;
    expect(coaching).toMatchObject({ coached_people: 3, uncoached_people: 3, coached_change: 1, uncoached_change: 0.25 });
  });

  it('hide both sides when neither reaches the threshold', async () => {
    await setThreshold(4);
    const [coaching] = (await outcomes()).competencies;
    expect(coaching).toMatchObject({ coached_people: 3, uncoached_people: 3, coached_change: null, uncoached_change: null });
    await setThreshold(3);
  });

  it('are empty for a company without coaching', async () => {
    expect(await outcomes(stranger)).toEqual({
      uptake: { released_reports: 0, requested: 0, active: 0, pending_approval: 0, ended: 0, sessions_held: 0 },
      threshold: 3,
      competencies: [],
    });
  });
});
