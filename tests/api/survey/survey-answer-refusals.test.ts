import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competencyStatements } from '../../../server/db/schema';
import { answerWorld, answering, saveAnswers, sheetOf, storedAnswers, type AnswerWorld } from '../helpers/answer-world';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** POST /survey/surveyuserans/ refuses what is not the survey's or not on its scale: 400, and the saved draft stays. */
let t: TestApp;
let x: AnswerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
  const saved = await saveAnswers(t, x.lead, {
    assignment: x.a.leadOnAna,
    status: 'draft',
    answers: answering(x.statements.slice(0, 2)),
    levels: [{ competency: x.statements[0]!.competency, level: 'advance' }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('refused payloads (400, nothing saved)', () => {
  // Lead's draft is the state that must survive each refusal.
  const refused = async (body: Record<string, unknown>, errors: Record<string, unknown>) => {
    const before = await storedAnswers(t, x.a.leadOnAna);
    const res = await saveAnswers(t, x.lead, { assignment: x.a.leadOnAna, status: 'draft', ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await storedAnswers(t, x.a.leadOnAna)).toEqual(before);
  };

  it.each([5, -1, 2.5])('a value of %s, outside the 0–4 scale', async (value) => {
    const res = await saveAnswers(t, x.lead, { assignment: x.a.leadOnAna, status: 'draft', answers: [{ statement: x.statements[0]!.id, value }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['answers.0.value']);
  });

  it('a statement not in the survey: unknown, or of a competency the survey does not rate', async () => {
    const teamwork = (await sheetOf(t, x.lead, x.a.leadOnAna)).competencies.some((c) => c.id === x.w.competencies.teamwork);
    expect(teamwork).toBe(false);
    const [row] = await t.db
      .select({ id: competencyStatements.id })
      .from(competencyStatements)
      .where(eq(competencyStatements.competencyId, x.w.competencies.teamwork));
    await refused({ answers: [{ statement: row!.id, value: 1 }] }, { answers: [`Statement ${row!.id} is not in this survey.`] });
    await refused(
      {
        answers: [
          { statement: 999_999, value: 1 },
          { statement: 999_998, value: 1 },
        ],
      },
      { answers: ['2 statements are not in this survey, the first 999999.'] },
    );
  });

  it('levels and comments about competencies outside the survey, and anything given twice', async () => {
    const [first] = x.statements;
    const teamwork = x.w.competencies.teamwork;
    await refused(
      {
        answers: [
          { statement: first!.id, value: 1 },
          { statement: first!.id, value: 2 },
        ],
        levels: [{ competency: teamwork, level: 'basic' }],
        comments: [
          { competency: first!.competency, text: 'a' },
          { competency: first!.competency, text: 'b' },
        ],
      },
      {
        answers: [`Statement ${first!.id} is answered more than once.`],
        levels: [`Competency ${teamwork} is not in this survey.`],
        comments: [`Competency ${first!.competency} has more than one comment.`],
      },
    );
  });
});
