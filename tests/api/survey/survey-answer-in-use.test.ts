import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts } from '../helpers/accounts';
import { answerWorld, answering, saveAnswers, sheetOf, type AnswerWorld } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { surveyPayload, updateSurvey } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** What answers hold on to: the statements answered, the competencies answered about, and the survey's model once submitted. */
let t: TestApp;
let x: AnswerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
});
afterAll(async () => {
  await t.close();
});

const patchOf = (survey: object) => {
  const payload = surveyPayload(t, x.w);
  return { ...payload, survey: { ...payload.survey, id: x.surveyId, ...survey } };
};

async function refusedDelete(url: string, message: string) {
  const before = await counts(t.db);
  const res = await send(t, x.w.admin, 'DELETE', url);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ non_field_errors: [message] });
  expect(await counts(t.db)).toEqual(before);
}

describe('while answers are drafts', () => {
  it('an answered statement cannot be deleted; one nobody answered can', async () => {
    const [first] = x.statements;
    const saved = await saveAnswers(t, x.lead, { assignment: x.a.leadOnAna, status: 'draft', answers: answering(x.statements.slice(0, 1)) });
    expect(saved.statusCode, saved.body).toBe(200);
    await refusedDelete(
      `/competency/statements/${first!.id}/`,
      'This statement is still used by 1 answered survey (“Q3 leadership review”). Its answers would lose their meaning, so it stays in the library: archive it to stop offering it.',
    );
    const unanswered = x.statements[1]!.id;
    expect((await send(t, x.w.admin, 'DELETE', `/competency/statements/${unanswered}/`)).statusCode).toBe(204);
  });

  it('an answered statement keeps its wording and competency; only its case and spacing may change', async () => {
    const { id } = x.statements[0]!;
    const current = (await send(t, x.w.admin, 'GET', `/competency/statements/?limit=10000`)).json().find((s: { id: number }) => s.id === id) as {
      type: number;
      competency_title: number;
      statement: string;
    };
    const put = (statement: string) =>
      send(t, x.w.admin, 'PUT', `/competency/statements/${id}/`, { ...current, id: undefined, archived_at: undefined, statement });
    const before = await counts(t.db);
    const reworded = await put('Something else entirely.');
    expect(reworded.statusCode).toBe(400);
    expect(reworded.json()).toEqual({
      statement: [
        'This statement is used by 1 answered survey (“Q3 leadership review”): changing its ' +
          'wording or competency would change what those answers mean. Add a new statement instead.',
      ],
    });
    expect(await counts(t.db)).toEqual(before);
    expect((await put(`  ${current.statement.toUpperCase()} `)).statusCode).toBe(200);
  });

  it('a competency taken out of the survey leaves the sheet, but its answers keep it from being deleted', async () => {
    const communication = x.w.competencies.communication;
    const saved = await saveAnswers(t, x.lead, {
      assignment: x.a.leadOnAna,
      status: 'draft',
      answers: answering(x.statements.slice(2)),
      cleared: { answers: [x.statements[0]!.id] },
      levels: [{ competency: communication, level: 'expert' }],
      comments: [{ competency: communication, text: 'Clear.' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const onlyCoaching = patchOf({ competencies: [surveyPayload(t, x.w).survey.competencies[0]!], type_values: [] });
    const patched = await updateSurvey(t, x.w.admin, onlyCoaching);
    expect(patched.statusCode, patched.body).toBe(200);

    const sheet = await sheetOf(t, x.lead, x.a.leadOnAna);
    expect(sheet.competencies.map((c) => c.title)).toEqual(['Coaching']);
    expect(sheet).toMatchObject({ assignment: { answered: 0, total: 1 }, answers: [], levels: [], comments: [] });
    await refusedDelete(
      `/competency/list/${communication}/`,
      'This competency is still used by 1 survey (“Q3 leadership review”). Archive it to stop offering it: it stays in those surveys.',
    );
  });
});

describe('once an answer is submitted', () => {
  it('the survey reports it, and its competencies and weights are locked', async () => {
    const submitted = await saveAnswers(t, x.lead, { assignment: x.a.leadOnAna, status: 'submitted', answers: answering(x.statements.slice(0, 1)) });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const any = await send(t, x.w.admin, 'GET', `/survey/any-survey-ans-submitted/?survey_id=${x.surveyId}`);
    expect(any.json()).toEqual({ survey_id: x.surveyId, any_submitted: true, submitted: 1 });

    const [coaching] = surveyPayload(t, x.w).survey.competencies;
    const res = await updateSurvey(t, x.w.admin, patchOf({ competencies: [{ ...coaching!, weight: 41 }], type_values: [] }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      competencies: ['Answers have been submitted, so the competencies, their type values, weights and expected levels can no longer change.'],
    });
  });
});
