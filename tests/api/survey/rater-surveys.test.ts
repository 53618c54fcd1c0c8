import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaterSurveyList } from '../../../schemas/survey-answer';
import { answerWorld, answering, saveAnswers, type AnswerWorld } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { day, seedSurvey } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** GET /survey/survey_by_user_draft/ and /survey/survey_by_user_complete/: what a rater has to answer, and has answered. */
let t: TestApp;
let x: AnswerWorld;
let soon: number;
let closedDone: number;
beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
  const { admin, ana, ben, lead } = x.w;
  const asksAna = (ratee: number, status?: 'submitted') => [{ ratee, rater: ana.id, relationship: 'peer' as const, status }];
  soon = await seedSurvey(t, admin, { title: 'Due soon', end: 5, assignments: asksAna(ben.id) });
  // None of these is open: their assignments never show in the draft list.
  await seedSurvey(t, admin, { title: 'Unpublished', isDraft: true, assignments: asksAna(ben.id) });
  await seedSurvey(t, admin, { title: 'Later', start: 3, assignments: asksAna(ben.id) });
  await seedSurvey(t, admin, { title: 'Over', start: -10, end: -1, assignments: asksAna(ben.id) });
  closedDone = await seedSurvey(t, admin, { title: 'Closed, answered', closed: true, assignments: asksAna(lead.id, 'submitted') });
});
afterAll(async () => {
  await t.close();
});

const list = async (which: 'draft' | 'complete', by = x.ana) => {
  const res = await send(t, by, 'GET', `/survey/survey_by_user_${which}/`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as RaterSurveyList).result;
};
const titles = (result: RaterSurveyList['result']) => result.map((r) => r.survey.title);

describe('the draft list', () => {
  it('holds the open surveys with what is still to answer, due first first, self-assessment first, with progress', async () => {
    const result = await list('draft');
    expect(titles(result)).toEqual(['Due soon', 'Q3 leadership review']);
    const pending = { status: 'pending', answered: 0, total: 4, draft_saved_at: null, submitted_at: null };
    expect(result[1]).toEqual({
      survey: {
        id: x.surveyId,
        title: 'Q3 leadership review',
        description: 'How are we doing?',
        start_date: day(t, 0),
        end_date: day(t, 30),
        status: 'open',
        anonymity_threshold: 3,
      },
      assignments: [
        { id: x.a.anaSelf, ratee: { id: x.w.ana.id, name: x.w.ana.name }, relationship: 'self', ...pending },
        { id: x.a.anaOnLead, ratee: { id: x.w.lead.id, name: x.w.lead.name }, relationship: 'direct_report', ...pending },
      ],
    });
    expect(result[0]!.assignments).toEqual([expect.objectContaining({ ratee: { id: x.w.ben.id, name: x.w.ben.name }, total: 0 })]);
    expect(result[0]!.survey.id).toBe(soon);
  });

  it('shows each rater only their own assignments', async () => {
    const ben = await list('draft', x.ben);
    expect(ben.map((r) => [r.survey.title, r.assignments.map((a) => a.id)])).toEqual([['Q3 leadership review', [x.a.benOnAna]]]);
  });

  it('counts a draft, and loses an assignment once submitted', async () => {
    const saved = await saveAnswers(t, x.ana, { assignment: x.a.anaOnLead, status: 'draft', answers: answering(x.statements.slice(0, 3)) });
    expect(saved.statusCode, saved.body).toBe(200);
    t.clock.advance(1000);
    const submitted = await saveAnswers(t, x.ana, { assignment: x.a.anaSelf, status: 'submitted', answers: answering(x.statements) });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const q3 = (await list('draft')).find((r) => r.survey.id === x.surveyId)!;
    expect(q3.assignments).toEqual([
      expect.objectContaining({
        id: x.a.anaOnLead,
        status: 'draft',
        answered: 3,
        total: 4,
        draft_saved_at: saved.json().draft_saved_at,
      }),
    ]);
  });
});

describe('the complete list', () => {
  it('holds the submitted assignments whatever the survey status, the latest submission first', async () => {
    const result = await list('complete');
    expect(result.map((r) => [r.survey.title, r.survey.status, r.assignments.map((a) => a.id)])).toEqual([
      ['Q3 leadership review', 'open', [x.a.anaSelf]],
      ['Closed, answered', 'closed', [expect.any(Number)]],
    ]);
    expect(result[0]!.assignments[0]).toMatchObject({ status: 'submitted', answered: 4, total: 4, submitted_at: expect.stringMatching(/Z$/) });
    expect(result[1]!.survey.id).toBe(closedDone);
    expect(await list('complete', x.ben)).toEqual([]);
  });
});
