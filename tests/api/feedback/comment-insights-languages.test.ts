import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import type { AnswerSheet } from '../../../schemas/survey-answer';
import { surveyComments } from '../../../server/db/schema';
import { newKey } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { assignmentOf, closeSurvey, hire, openSurvey, sessionOf, surveyWorld, type Person, type SurveyWorld } from '../helpers/trust-world';

/*
 * Issue 42: a survey offered in English and German. Each comment keeps the language its rater answered in, and the
 * insights read only the English ones: the German comment is shown as written and counted, never given a tone.
 */
let t: TestApp;
let w: SurveyWorld;
let ana: Person;
let surveyId: number;
const GERMAN = 'Ihre Kommunikation ist klar, freundlich und hilfreich.';
const LATE_GERMAN = 'Kommunikation im Team ist ausgezeichnet.';

/** The rater answers every statement with `value` and a comment on the first competency, reading the sheet in `language`. */
async function answer(rater: Person, status: 'draft' | 'submitted', language: 'en' | 'de', comment?: string) {
  const session = await sessionOf(t, rater);
  const assignment = await assignmentOf(t, surveyId, ana, rater);
  const got = await send(t, session, 'GET', `/survey/surveyuserans/${assignment}/?language=${language}`);
  const sheet = got.json() as AnswerSheet;
  expect(sheet.language).toBe(language);
  const res = await send(t, session, 'POST', `/survey/surveyuserans/?language=${language}`, {
    assignment,
    status,
    submit_key: newKey(),
    answers: sheet.competencies.flatMap((c) => c.statements.map((s) => ({ statement: s.id, value: 3 }))),
    levels: [],
    comments: comment ? [{ competency: sheet.competencies[0]!.id, text: comment }] : [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return assignment;
}

const languageOf = async (assignment: number) =>
  (await t.db.select({ language: surveyComments.language }).from(surveyComments).where(eq(surveyComments.assignmentId, assignment)))[0]?.language;

let germanAssignment: number;
let lateAssignment: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  ana = await hire(t, w, 'Ana');
  const peers = [await hire(t, w, 'Pia'), await hire(t, w, 'Pete'), await hire(t, w, 'Paz'), await hire(t, w, 'Pim')];
  surveyId = await openSurvey(
    t,
    w,
    peers.map((p) => ({ ratee: ana.id, rater: p.id, relationship: 'peer' as const })),
    { title: 'Bilingual 360', languages: ['en', 'de'] },
  );
  await answer(peers[0]!, 'submitted', 'en', 'Great communication in every meeting, clear and honest.');
  await answer(peers[1]!, 'submitted', 'en', 'Communication with the team is excellent and helpful.');
  germanAssignment = await answer(peers[2]!, 'submitted', 'de', GERMAN);
  // A draft written in German and submitted from the English sheet: the comment keeps the language it was written in.
  lateAssignment = await answer(peers[3]!, 'draft', 'de', LATE_GERMAN);
  await answer(peers[3]!, 'submitted', 'en');
  await closeSurvey(t, w.admin, surveyId);
  // Opening the results queues the job that computes the insights.
  expect((await send(t, w.admin, 'GET', `/feedback/survey/${surveyId}/ratee/${ana.id}/comment-insights/`)).json()).toMatchObject({ state: 'pending' });
  expect(await t.app.commentInsights.run()).toBe(1);
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('comments in the language they were written', () => {
  it('stores each comment with the language of the sheet it was written from', async () => {
    expect(await languageOf(germanAssignment)).toBe('de');
    expect(await languageOf(lateAssignment)).toBe('de');
  });

  it('analyses the English comments only, and shows the German ones as written, counted as not analysed', async () => {
    const res = await send(t, w.admin, 'GET', `/feedback/survey/${surveyId}/ratee/${ana.id}/comment-insights/`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as CommentInsightsAnswer;
    expect(answer.state).toBe('ready');
    expect(answer.languages).toEqual({ analysed: ['en'], not_analysed: [{ language: 'de', count: 2 }] });
    expect(answer.not_analysed.map((c) => [c.language, c.text]).sort()).toEqual([
      ['de', GERMAN],
      ['de', LATE_GERMAN],
    ]);
    const themed = answer.themes.flatMap((th) => th.comments.map((c) => c.text));
    expect(themed).not.toContain(GERMAN);
    expect(themed).not.toContain(LATE_GERMAN);
    const communication = answer.themes.find((th) => th.competency_id === w.competencies.communication);
    expect(communication?.count).toBe(2);
    for (const c of communication!.comments) expect(c.sentiment).not.toBeNull();
    const { positive, neutral, negative } = communication!.sentiment!;
    expect(positive + neutral + negative).toBe(2);
  });

  it('says the same of the survey-wide themes', async () => {
    const res = await send(t, w.admin, 'GET', `/feedback/survey/${surveyId}/comment-insights/`);
    const whole = res.json() as CommentInsightsAnswer;
    expect(whole.languages).toEqual({ analysed: ['en'], not_analysed: [{ language: 'de', count: 2 }] });
    expect(whole.not_analysed).toHaveLength(2);
  });
});
