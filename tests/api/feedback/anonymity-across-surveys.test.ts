import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACROSS_SURVEYS, type FeedbackReport } from '../../../schemas/feedback';
import type { Trend } from '../../../schemas/feedback-trends';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { closeSurvey, hire, openSurvey, reportOf, sessionOf, submit, surveyWorld, type Person, type SurveyWorld } from '../helpers/trust-world';

/*
 * Attack 1 of issue 36, through the API only: a ratee rated by four peers, then by the same three (the fourth
 * left). Peers 4 × 2.75 − 3 × 3.67 gave the fourth peer's 0 to HR, the ratee and the manager, in the reports,
 * their files, the trends and the analytics. Each audience must now see at most one of the two peer figures.
 */
let t: TestApp;
let w: SurveyWorld;
let ana: Person;
let mia: Person;
let peers: Person[];
let first: number;
let second: number;

const rating = (raters: Array<[Person, 'self' | 'manager' | 'peer']>) => raters.map(([r, relationship]) => ({ ratee: ana.id, rater: r.id, relationship }));
const release = (surveyId: number) => send(t, w.admin, 'PUT', `/feedback/survey/${surveyId}/release/`, { released: true, ratees: [ana.id] });
const peerScores = (r: FeedbackReport) => r.competencies.map((c) => c.scores.find((s) => s.group === 'peer')?.score ?? null);
/** The second survey's figures on a trend: none, whether it is left out or shown as a gap. */
const secondPoints = (trend: Trend) => {
  const at = trend.surveys.findIndex((s) => s.id === second);
  return at < 0 ? [] : [trend.overall[at], ...trend.competencies.map((c) => c.percents[at])].filter((p) => p !== null);
};
const get = async <T>(who: Person | null, url: string): Promise<T> => {
  const res = await send(t, who ? await sessionOf(t, who) : w.admin, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  mia = await hire(t, w, 'Mia');
  ana = await hire(t, w, 'Ana', { parent_id: mia.id });
  peers = [await hire(t, w, 'Pia'), await hire(t, w, 'Pete'), await hire(t, w, 'Paz'), await hire(t, w, 'Pim')];
  first = await openSurvey(t, w, rating([[ana, 'self'], [mia, 'manager'], ...peers.map((p): [Person, 'peer'] => [p, 'peer'])]), { title: 'Q1 360' });
  for (const [i, p] of peers.entries()) await submit(t, first, ana, p, i === 3 ? 0 : 3, i === 3 ? 'THE FOURTH PEER WROTE THIS' : undefined);
  await submit(t, first, ana, mia, 2);
  await submit(t, first, ana, ana, 4);
  await closeSurvey(t, w.admin, first);
  expect((await send(t, w.admin, 'DELETE', `/api/users/${peers[3]!.userId}/`)).statusCode).toBe(204);
  second = await openSurvey(t, w, rating([[ana, 'self'], [mia, 'manager'], ...peers.slice(0, 3).map((p): [Person, 'peer'] => [p, 'peer'])]), {
    title: 'Q2 360',
  });
  for (const p of peers.slice(0, 3)) await submit(t, second, ana, p, 3, `second survey, ${p.name}`);
  await submit(t, second, ana, mia, 2);
  await submit(t, second, ana, ana, 4);
  await closeSurvey(t, w.admin, second);
});
afterAll(async () => {
  await t.close();
});

describe('two surveys of the same person, the second without one peer', () => {
  it('HR sees the first peer figure, the second withheld with the sentence and which survey it would combine with', async () => {
    const one = await reportOf(t, w.admin, first, ana);
    expect(peerScores(one)).toEqual([2.25, 2.25]);
    const two = await reportOf(t, w.admin, second, ana);
    expect(peerScores(two)).toEqual([null, null]);
    expect(two.competencies.every((c) => c.withheld.includes('peer') && c.withheld.includes('all_others'))).toBe(true);
    expect(two.competencies.every((c) => c.others === null && c.levels.others_mean === null)).toBe(true);
    expect(two.overall.map((s) => s.group)).toEqual(['self', 'manager']);
    expect(two.protection.groups).toEqual(['peer', 'all_others']);
    expect(two.protection.reasons.length).toBeGreaterThan(0);
    for (const reason of two.protection.reasons) expect(reason.combines_with).toContainEqual({ id: first, title: 'Q1 360' });
    // The comments of a withheld group go with it.
    expect(two.comments.filter((c) => c.from === 'anonymous')).toEqual([]);
    expect(two.groups.map((g) => g.group)).toContain('peer');
    expect(ACROSS_SURVEYS).toMatch(/protect raters across surveys/);
  });

  it("HR's ratee list, trend, analytics and files carry no second peer figure", async () => {
    const ratees = await get<Array<{ ratee: { id: number }; overall: number | null; overall_withheld: boolean }>>(null, `/feedback/survey/${second}/ratees/`);
    expect(ratees.find((r) => r.ratee.id === ana.id)).toMatchObject({ overall: null, overall_withheld: true });
    const trend = await get<Trend>(null, `/feedback/ratee/${ana.id}/trend/`);
    expect(secondPoints(trend)).toEqual([]);
    const analytics = await get<{ responses: { ratees_with_scores: number } }>(null, `/feedback/analytics/?survey=${second}&by=department`);
    expect(analytics.responses.ratees_with_scores).toBe(0);
    const csv = await send(t, w.admin, 'GET', `/feedback/survey/${second}/ratee/${ana.id}/export/?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(ACROSS_SURVEYS);
    expect(csv.body).not.toMatch(/Peers,3\.00/);
  });

  it('the ratee, reading both in My feedback, sees the second peer figure withheld and not why', async () => {
    for (const id of [first, second]) expect((await release(id)).statusCode).toBe(200);
    const one = await get<FeedbackReport>(ana, `/feedback/my-reports/${first}/`);
    expect(peerScores(one)).toEqual([2.25, 2.25]);
    const two = await get<FeedbackReport>(ana, `/feedback/my-reports/${second}/`);
    expect(peerScores(two)).toEqual([null, null]);
    expect(two.protection).toEqual({ groups: ['peer', 'all_others'], benchmarks: false, reasons: [] });
    const mine = await get<Trend>(ana, '/feedback/my-trend/');
    expect(mine.surveys.map((s) => s.id)).toContain(first);
    expect(secondPoints(mine)).toEqual([]);
  });

  it('the manager, in My team, sees at most one of the two peer figures', async () => {
    const one = await get<FeedbackReport>(mia, `/team/reports/${first}/${ana.id}/`);
    const two = await get<FeedbackReport>(mia, `/team/reports/${second}/${ana.id}/`);
    const shown = [...peerScores(one), ...peerScores(two)].filter((s) => s !== null);
    expect(shown).toHaveLength(2);
    expect(two.protection.reasons).toEqual([]);
  });

  it('whoever reads first, the first release stands: a ratee shown the second survey first is refused the first', async () => {
    const other = await hire(t, w, 'Ola', { parent_id: mia.id });
    const ratedOla = (raters: Person[]) => [
      { ratee: other.id, rater: other.id, relationship: 'self' as const },
      ...raters.map((p) => ({ ratee: other.id, rater: p.id, relationship: 'peer' as const })),
    ];
    const a = await openSurvey(t, w, ratedOla([peers[0]!, peers[1]!, peers[2]!, mia]), { title: 'Ola 1' });
    for (const p of [peers[0]!, peers[1]!, peers[2]!, mia]) await submit(t, a, other, p, 2);
    await closeSurvey(t, w.admin, a);
    const b = await openSurvey(t, w, ratedOla([peers[0]!, peers[1]!, peers[2]!]), { title: 'Ola 2' });
    for (const p of [peers[0]!, peers[1]!, peers[2]!]) await submit(t, b, other, p, 2);
    await closeSurvey(t, w.admin, b);
    for (const id of [b, a]) {
      expect((await send(t, w.admin, 'PUT', `/feedback/survey/${id}/release/`, { released: true, ratees: [other.id] })).statusCode).toBe(200);
    }
    const later = await get<FeedbackReport>(other, `/feedback/my-reports/${b}/`);
    expect(later.competencies[0]!.scores.find((s) => s.group === 'peer')).toBeDefined();
    const earlier = await get<FeedbackReport>(other, `/feedback/my-reports/${a}/`);
    expect(earlier.competencies[0]!.withheld).toContain('peer');
  });
});
