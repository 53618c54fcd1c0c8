import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import { commentInsights } from '../../../server/db/schema';
import { signUpCompany } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { closeSurvey, hire, openSurvey, reportOf, sessionOf, submit, surveyWorld, type Person, type SurveyWorld } from '../helpers/trust-world';

/*
 * Issue 40: comment insights are computed by the background loop once a survey's results open, from the comments
 * the HR report shows only. Ana is rated twice: in the second survey her peers' figures are withheld by the
 * disclosure auditor (the fourth peer left), so their comments must reach no insight, stored or answered.
 */
let t: TestApp;
let w: SurveyWorld;
let ana: Person;
let mia: Person;
let peers: Person[];
let others: Person[];
let ben: Person;
let first: number;
let second: number;

const SECRET = 'PEERSECRET';
const insightsUrl = (surveyId: number, ratee: Person) => `/feedback/survey/${surveyId}/ratee/${ratee.id}/comment-insights/`;
const surveyUrl = (surveyId: number) => `/feedback/survey/${surveyId}/comment-insights/`;
const surveyInsightsOf = async (surveyId: number): Promise<CommentInsightsAnswer> => {
  const res = await send(t, w.admin, 'GET', surveyUrl(surveyId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CommentInsightsAnswer;
};
const insightsOf = async (surveyId: number, ratee = ana): Promise<CommentInsightsAnswer> => {
  const res = await send(t, w.admin, 'GET', insightsUrl(surveyId, ratee));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CommentInsightsAnswer;
};

/** The text a reader sees in a PDF, on one line. */
async function pdfText(body: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  return (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text.replace(/\s+/g, ' ');
}
const hrPdf = async (surveyId: number, ratee: Person): Promise<string> => {
  const res = await send(t, w.admin, 'GET', `/feedback/survey/${surveyId}/ratee/${ratee.id}/export/?format=pdf`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return pdfText(res.rawPayload);
};

beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  mia = await hire(t, w, 'Mia');
  ana = await hire(t, w, 'Ana', { parent_id: mia.id });
  peers = [await hire(t, w, 'Pia'), await hire(t, w, 'Pete'), await hire(t, w, 'Paz'), await hire(t, w, 'Pim')];
  others = [await hire(t, w, 'Oda'), await hire(t, w, 'Otto'), await hire(t, w, 'Oli')];
  const self = { ratee: ana.id, rater: ana.id, relationship: 'self' as const };
  const manager = { ratee: ana.id, rater: mia.id, relationship: 'manager' as const };
  const peer = (p: Person) => ({ ratee: ana.id, rater: p.id, relationship: 'peer' as const });
  const other = (p: Person) => ({ ratee: ana.id, rater: p.id, relationship: 'other' as const });

  first = await openSurvey(t, w, [self, manager, ...peers.map(peer)], { title: 'Q1 360' });
  const firstWords = [
    'Her communication is clear and kind; the coffee machine talks are great.',
    'Great communication in every meeting, clear and honest.',
    'Communication with the team is excellent and helpful.',
    'The coffee machine chats help everyone; lovely communication.',
  ];
  for (const [i, p] of peers.entries()) await submit(t, first, ana, p, 3, firstWords[i]);
  await submit(t, first, ana, mia, 2, 'Clear communication, a great example for the team.');
  await submit(t, first, ana, ana, 4, 'I work on my communication every week.');
  await closeSurvey(t, w.admin, first);
  expect((await send(t, w.admin, 'DELETE', `/api/users/${peers[3]!.userId}/`)).statusCode).toBe(204);

  // Ben, rated for the first time by three new raters, keeps his comments: the survey's own themes come from his.
  ben = await hire(t, w, 'Ben');
  const bens = [await hire(t, w, 'Bea'), await hire(t, w, 'Bo'), await hire(t, w, 'Bill')];
  const forBen = bens.map((p) => ({ ratee: ben.id, rater: p.id, relationship: 'peer' as const }));
  second = await openSurvey(t, w, [self, manager, ...peers.slice(0, 3).map(peer), ...others.map(other), ...forBen], { title: 'Q2 360' });
  for (const p of bens) await submit(t, second, ben, p, 3, `${p.name}: clear communication and quick reviews.`);
  for (const p of peers.slice(0, 3)) await submit(t, second, ana, p, 3, `${SECRET} ${p.name} says the coffee machine communication is awful.`);
  for (const p of others) await submit(t, second, ana, p, 2, 'Communication in meetings is clear and friendly.');
  await submit(t, second, ana, mia, 2, 'Good communication, clear updates for the team.');
  await submit(t, second, ana, ana, 4, 'My communication improved a lot this year.');
  await closeSurvey(t, w.admin, second);
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('comment insights, computed after close', () => {
  it('are pending until the loop ran, then stored and answered with the comments behind each theme', async () => {
    expect((await reportOf(t, w.admin, first, ana)).comments.length).toBe(6);
    expect(await insightsOf(first)).toEqual({
      state: 'pending',
      computed_at: null,
      language: null,
      analysed: null,
      themes: [],
      languages: null,
      not_analysed: [],
    });
    expect(await hrPdf(first, ana)).toContain('Comment themes Pending: the themes are computed on the server after the survey closes');
    expect((await surveyInsightsOf(first)).state).toBe('pending');
    await insightsOf(second);
    expect(await t.app.commentInsights.run()).toBe(2);
    expect(await t.app.commentInsights.run()).toBe(0);

    const answer = await insightsOf(first);
    expect(answer.state).toBe('ready');
    expect(answer.computed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(answer.analysed).toEqual({ sentiment: true });
    expect(answer.language).toBe('en');
    expect(answer.languages).toEqual({ analysed: ['en'], not_analysed: [] });
    const communication = answer.themes.find((th) => th.competency_id === w.competencies.communication);
    expect(communication?.label).toBe('Communication');
    expect(communication!.count).toBeGreaterThanOrEqual(5);
    const shown = new Set((await reportOf(t, w.admin, first, ana)).comments.map((c) => c.text));
    for (const theme of answer.themes) {
      expect(theme.comments).toHaveLength(theme.count);
      for (const c of theme.comments) expect(shown.has(c.text)).toBe(true);
      const { positive, neutral, negative } = theme.sentiment!;
      expect(positive + neutral + negative).toBe(theme.count);
    }
  });

  it("prints HR's PDF with the same themes, their counts, tone and when they were computed; never the ratee's own copy", async () => {
    const answer = await insightsOf(first);
    const text = await hrPdf(first, ana);
    const section = text.slice(text.indexOf('Comment themes'));
    expect(section).toMatch(/^Comment themes Computed \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC on this server/);
    for (const theme of answer.themes) {
      const { positive, neutral, negative } = theme.sentiment!;
      const kind = theme.competency_id === null ? 'phrase' : 'competency';
      const count = theme.count === 1 ? '1 comment' : `${theme.count} comments`;
      expect(section).toContain(`${theme.label} ${kind} · ${count} · ${positive} positive, ${neutral} neutral, ${negative} negative`);
    }
    // The auditor withheld Ana's peers in Q2: HR's PDF says there are too few, and no withheld comment shows.
    const withheld = await hrPdf(second, ana);
    expect(withheld).toContain('Comment themes Computed');
    expect(withheld).toContain('Too few comments are shown to group them into themes');
    expect(withheld).not.toContain(SECRET);
    // The sheets and the ratee's own PDF carry no themes.
    const csv = await send(t, w.admin, 'GET', `/feedback/survey/${first}/ratee/${ana.id}/export/?format=csv`);
    expect(csv.body).not.toContain('Comment themes');
    expect((await send(t, w.admin, 'PUT', `/feedback/survey/${first}/release/`, { released: true })).statusCode).toBe(200);
    const own = await send(t, await sessionOf(t, ana), 'GET', `/feedback/my-reports/${first}/export/?format=pdf`);
    expect(own.statusCode, own.body.slice(0, 200)).toBe(200);
    const ownText = await pdfText(own.rawPayload);
    expect(ownText).toContain('Communication');
    expect(ownText).not.toContain('Comment themes');
  });

  it('carries no comment of a group the auditor withheld from HR, answered or stored', async () => {
    const report = await reportOf(t, w.admin, second, ana);
    expect(report.protection.groups).toEqual(expect.arrayContaining(['peer', 'other']));
    // Eight comments were written for Ana, but the report shows HR two (self and manager): fewer than the threshold.
    expect(report.comments).toHaveLength(2);
    const answer = await insightsOf(second);
    expect(answer).toMatchObject({ state: 'too_few', themes: [] });
    expect(JSON.stringify(answer)).not.toContain(SECRET);
    const theirs = await insightsOf(second, ben);
    expect(theirs.state).toBe('ready');
    expect(JSON.stringify(theirs)).not.toContain(SECRET);
    const stored = await t.db.select().from(commentInsights).where(eq(commentInsights.surveyId, second));
    expect(stored.map((r) => r.rateeId)).toEqual(expect.arrayContaining([ben.id, null]));
    expect(stored.map((r) => r.rateeId)).not.toContain(ana.id);
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(JSON.stringify(stored)).toContain('quick reviews');
  });

  it("answers the survey-wide themes for the analytics tab from the ratees' shown comments only", async () => {
    const whole = await surveyInsightsOf(first);
    expect(whole.state).toBe('ready');
    expect(whole.themes.find((th) => th.competency_id === w.competencies.communication)?.count).toBeGreaterThanOrEqual(5);
    // Q2: Ana's shown comments are too few, so only Ben's reach the survey's themes.
    const second_ = await surveyInsightsOf(second);
    expect(second_.state).toBe('ready');
    const texts = second_.themes.flatMap((th) => th.comments.map((c) => c.text));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/clear communication and quick reviews/);
    expect(JSON.stringify(second_)).not.toContain(SECRET);
  });

  it('gives no themes to a ratee with fewer shown comments than the threshold', async () => {
    const lone = await hire(t, w, 'Lou');
    const survey = await openSurvey(t, w, [
      { ratee: lone.id, rater: lone.id, relationship: 'self' },
      { ratee: lone.id, rater: mia.id, relationship: 'manager' },
    ]);
    await submit(t, survey, lone, lone, 3, 'My communication is fine.');
    await submit(t, survey, lone, mia, 3, 'Communication is clear.');
    await closeSurvey(t, w.admin, survey);
    expect((await insightsOf(survey, lone)).state).toBe('pending');
    expect(await t.app.commentInsights.run()).toBe(1);
    const answer = await insightsOf(survey, lone);
    expect(answer).toMatchObject({ state: 'too_few', themes: [] });
    expect(answer.computed_at).not.toBeNull();
    expect(await surveyInsightsOf(survey)).toMatchObject({ state: 'too_few', themes: [], computed_at: answer.computed_at });
    expect(await hrPdf(survey, lone)).toContain('Too few comments are shown to group them into themes');
  });

  it('answers 404 to another company and for a person who is not a ratee', async () => {
    const stranger = await signUpCompany(t);
    expect((await send(t, stranger, 'GET', insightsUrl(first, ana))).statusCode).toBe(404);
    expect((await send(t, stranger, 'GET', `/feedback/survey/${first}/ratee/${ana.id}/export/?format=pdf`)).statusCode).toBe(404);
    expect((await send(t, w.admin, 'GET', insightsUrl(first, others[0]!))).statusCode).toBe(404);
    expect((await send(t, stranger, 'GET', surveyUrl(first))).statusCode).toBe(404);
    expect((await send(t, stranger, 'GET', surveyUrl(second))).statusCode).toBe(404);
    expect((await send(t, w.admin, 'GET', surveyUrl(999_999))).statusCode).toBe(404);
  });

  it('answers 409 for the survey-wide themes while the survey is open', async () => {
    const open = await openSurvey(t, w, [{ ratee: ana.id, rater: mia.id, relationship: 'manager' }]);
    expect((await send(t, w.admin, 'GET', surveyUrl(open))).statusCode).toBe(409);
  });
});
