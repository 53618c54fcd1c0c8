import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, surveys, users } from '../../../server/db/schema';
import { answerWorld, answering, saveAnswers, storedAnswers, type AnswerWorld } from '../helpers/answer-world';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * A draft is one statement that also checks the principal this process cached
 * (survey-answer-writes.ts, writeDraft). Two apps on one database stand for two server
 * processes: `b` has the rater's principal cached, `a` or a write straight to the database
 * changes it, and the very next draft on `b` must follow.
 */
let a: TestApp;
let b: TestApp;
let x: AnswerWorld;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({ handle: a.handle, clock: a.clock });
  x = await answerWorld(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const draft = (value: number) => ({ assignment: x.a.benOnAna, status: 'draft' as const, answers: answering(x.statements.slice(0, 1), value) });
const firstValue = async () => (await storedAnswers(a, x.a.benOnAna)).answers[0]?.value;

describe('a draft from a cached principal', () => {
  it('is written when the principal is unchanged, and after a change that still lets the rater in', async () => {
    expect((await saveAnswers(b, x.ben, draft(1))).statusCode).toBe(200);
    expect((await saveAnswers(b, x.ben, draft(2))).statusCode).toBe(200);
    expect(await firstValue()).toBe(2);
    // Another area given: the stamp moves, the rater may still answer.
    await a.db.update(permissions).set({ master: true }).where(eq(permissions.userId, x.ben.userId));
    const res = await saveAnswers(b, x.ben, draft(3));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assignment: x.a.benOnAna, status: 'draft' });
    expect(await firstValue()).toBe(3);
  });

  it('is refused on the next request once the session was ended elsewhere, and writes nothing', async () => {
    expect((await saveAnswers(b, x.ben, draft(4))).statusCode).toBe(200);
    const before = await storedAnswers(a, x.a.benOnAna);
    // What a password change does to every session.
    await a.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, x.ben.userId));
    expect((await saveAnswers(b, x.ben, draft(0))).statusCode).toBe(401);
    expect(await storedAnswers(a, x.a.benOnAna)).toEqual(before);
  });

  it('gets the refusal worded when the survey closed since, and writes nothing', async () => {
    expect((await saveAnswers(b, x.lead, { ...draft(1), assignment: x.a.leadOnAna })).statusCode).toBe(200);
    const before = await storedAnswers(a, x.a.leadOnAna);
    await a.db.update(surveys).set({ closedAt: new Date() }).where(eq(surveys.id, x.surveyId));
    const res = await saveAnswers(b, x.lead, { ...draft(2), assignment: x.a.leadOnAna });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [expect.stringContaining('closed')] });
    expect(await storedAnswers(a, x.a.leadOnAna)).toEqual(before);
  });
});
