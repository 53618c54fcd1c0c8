import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literal } from '../../../server/db/prepared';
import { answerWorld, answering, newKey, saveAnswers, sheetOf, type AnswerWorld } from '../helpers/answer-world';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// A save runs as named statements (server/db/prepared.ts): on PGlite their values travel as
// SQL literals in EXECUTE, so whatever a rater types must come back exactly as typed.
const HOSTILE = [
  "O'Brien's team; it''s fine",
  "C:\\path\\to\\file and \\'escaped\\'",
  "'); delete from survey_answers; --",
  '$1 $$ $tag$ ${x} ? ::int',
  'ünïcödé, 漢字, emoji 🙂, tab\tand\nnewline',
];

let t: TestApp;
let x: AnswerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
});
afterAll(async () => {
  await t.close();
});

describe('survey answers through named statements', () => {
  it.each(HOSTILE)('keep a comment exactly as typed: %j', async (text) => {
    const [first] = x.statements;
    const res = await saveAnswers(t, x.ana, {
      assignment: x.a.anaSelf,
      status: 'draft',
      answers: answering(x.statements, 2),
      comments: [{ competency: first!.competency, text }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sheetOf(t, x.ana, x.a.anaSelf)).comments).toEqual([{ competency: first!.competency, text: text.trim() }]);
  });

  it('keep "not observed" (null) beside values on the scale, even when every answer is one', async () => {
    for (const values of [
      [null, 3],
      [null, null],
    ]) {
      const answers = x.statements.map((s, i) => ({ statement: s.id, value: values[i % 2] ?? null }));
      const res = await saveAnswers(t, x.lead, { assignment: x.a.leadOnAna, status: 'draft', answers });
      expect(res.statusCode, res.body).toBe(200);
      const byStatement = (list: typeof answers) => [...list].sort((a, b) => a.statement - b.statement);
      expect(byStatement((await sheetOf(t, x.lead, x.a.leadOnAna)).answers)).toEqual(byStatement(answers));
    }
  });

  it('keep working after a refused save and after a submit', async () => {
    expect((await saveAnswers(t, x.ben, { assignment: x.a.benOnAna, status: 'submitted', answers: [] })).statusCode).toBe(400);
    const key = newKey();
    const done = await saveAnswers(t, x.ben, { assignment: x.a.benOnAna, status: 'submitted', answers: answering(x.statements, 4), submit_key: key });
    expect(done.statusCode, done.body).toBe(200);
    expect((await sheetOf(t, x.ben, x.a.benOnAna)).assignment).toMatchObject({ status: 'submitted', answered: x.statements.length });
  });
});

describe('literal()', () => {
  it('writes values as PostgreSQL reads them back', () => {
    expect(literal(null)).toBe('null');
    expect(literal(42)).toBe('42');
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('a\\b')).toBe("E'a\\\\b'");
    expect(literal([1, 2])).toBe("'{1,2}'");
    expect(literal([3, null])).toBe("'{3,NULL}'");
    expect(literal(['a"b', "it's", null])).toBe(`E'{"a\\\\"b","it''s",NULL}'`);
    expect(literal([])).toBe("'{}'");
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal({})).toThrow();
  });
});
