import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWorld, answering, saveAnswers, storedAnswers, type AnswerWorld } from '../helpers/answer-world';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Drafts that arrive together are written several to a statement (draft-batches.ts): each is
 * checked on its own, the good ones written and the others answered as if sent alone.
 */
let t: TestApp;
let x: AnswerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
});
afterAll(async () => {
  await t.close();
});

const values = async (assignment: number) => (await storedAnswers(t, assignment)).answers.map((a) => a.value);

describe('drafts sent at the same moment', () => {
  it('write the good ones and answer the others as if each came alone', async () => {
    const two = x.statements.slice(0, 2);
    const before = { anaOnLead: await storedAnswers(t, x.a.anaOnLead) };
    const sent = await Promise.all([
      saveAnswers(t, x.ana, { assignment: x.a.anaSelf, status: 'draft', answers: answering(two, 1) }),
      // Not a statement of this survey.
      saveAnswers(t, x.ana, { assignment: x.a.anaOnLead, status: 'draft', answers: [{ statement: 2_000_000, value: 1 }] }),
      saveAnswers(t, x.lead, { assignment: x.a.leadOnAna, status: 'draft', answers: answering(two, 2) }),
      // Someone else's assignment.
      saveAnswers(t, x.lead, { assignment: x.a.anaSelf, status: 'draft', answers: answering(two, 4) }),
      saveAnswers(t, x.ben, { assignment: x.a.benOnAna, status: 'draft', answers: answering(two, 3) }),
      // The same assignment twice: both written whole, one after the other. Requests sent at once reach the batch in
      // no promised order (on PostgreSQL each first reads on its own pooled connection), so either may come last.
      saveAnswers(t, x.ben, { assignment: x.a.benOnAna, status: 'draft', answers: answering(two.slice(0, 1), 0) }),
      saveAnswers(t, x.ana, { assignment: x.a.anaSelf, status: 'draft', answers: [], levels: [{ competency: two[0]!.competency, level: 'expert' }] }),
    ]);
    expect(sent.map((res) => res.statusCode)).toEqual([200, 400, 200, 404, 200, 200, 200]);
    expect(sent[1]!.json()).toEqual({ answers: ['Statement 2000000 is not in this survey.'] });
    expect(await values(x.a.anaSelf)).toEqual([1, 1]);
    expect((await storedAnswers(t, x.a.anaSelf)).levels.map((l) => l.level)).toEqual(['expert']);
    expect(await values(x.a.leadOnAna)).toEqual([2, 2]);
    expect([
      [0, 3],
      [3, 3],
    ]).toContainEqual(await values(x.a.benOnAna));
    expect(await storedAnswers(t, x.a.anaOnLead)).toEqual(before.anaOnLead);
  });
});
