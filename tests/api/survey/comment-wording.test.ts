import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { answerWorld, type AnswerWorld } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { addExternal, externalLink, viaLink } from '../helpers/external-world';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { auditLog, companies } from '../../../server/db/schema';

/** Wording to review in the comment check: the shipped lists, the company's own list, and who may edit it. */
let t: TestApp;
let x: AnswerWorld;
let other: AnswerWorld;

const insult = (word: string) => `“${word}” may read as an insult; consider describing the behaviour instead.`;
const ownWord = (word: string) => `“${word}” is on your company’s list of words to review; consider describing the behaviour instead.`;
const check = (w: AnswerWorld, text: string) =>
  send(t, w.ben, 'POST', `/survey/surveyuserans/${w.a.benOnAna}/comment-check/`, { comments: [{ competency: w.statements[0]!.competency, text }] });
const wordingOf = (w: AnswerWorld) => send(t, w.w.admin, 'GET', '/survey/wording-list/');
const stored = async (w: AnswerWorld) =>
  (await t.db.select({ words: companies.wordingList }).from(companies).where(eq(companies.id, w.w.admin.companyId!)))[0]!.words;

beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t, 'Wording');
  other = await answerWorld(t, 'Elsewhere');
  for (const w of [x, other]) expect((await send(t, w.w.admin, 'POST', '/survey/send-email/', { survey_id: w.surveyId })).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the comment check finds wording to review', () => {
  it('names loaded words and profanity, whole words whatever their case, with the sentence the rater reads', async () => {
    const res = await check(x, 'Honestly USELESS in meetings, a shit plan; never in Scunthorpe or the cockpit.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      warnings: [
        {
          competency: x.statements[0]!.competency,
          findings: [
            { kind: 'wording', text: 'USELESS', note: insult('USELESS') },
            { kind: 'wording', text: 'shit', note: '“shit” is strong language; consider describing the behaviour instead.' },
          ],
        },
      ],
    });
  });

  it("finds a company's own words for its raters only", async () => {
    const put = await send(t, x.w.admin, 'PUT', '/survey/wording-list/', { words: 'drama queen\n\n  Not a team player \nDRAMA QUEEN' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ words: 'drama queen\nNot a team player' });
    expect((await wordingOf(x)).json()).toEqual({ words: 'drama queen\nNot a team player' });

    const mine = await check(x, 'A real Drama Queen, and not a team player.');
    expect(mine.json().warnings[0].findings).toEqual([
      { kind: 'wording', text: 'Drama Queen', note: ownWord('Drama Queen') },
      { kind: 'wording', text: 'not a team player', note: ownWord('not a team player') },
    ]);
    // Company B's raters are not held to company A's list, nor does B's admin see it.
    expect((await check(other, 'A real Drama Queen, and not a team player.')).json()).toEqual({ warnings: [] });
    expect((await wordingOf(other)).json()).toEqual({ words: '' });
  });

  it("applies to an outside rater's check too", async () => {
    const added = await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, name: 'Olga Outsider', email: 'olga@supplier.example' });
    expect(added.statusCode, added.body).toBe(201);
    await t.mailer.flush();
    const token = await externalLink(t, 'olga@supplier.example');
    const res = await viaLink(t, 'POST', `/api/external/${token}/assignments/${added.json().assignment}/comment-check/`, {
      comments: [{ competency: x.statements[0]!.competency, text: 'Such a drama queen.' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings[0].findings).toEqual([{ kind: 'wording', text: 'drama queen', note: ownWord('drama queen') }]);
  });

  it('records the change in the audit log', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.wording'));
    expect(rows.filter((r) => r.companyId === x.w.admin.companyId)).toHaveLength(1);
  });
});

describe("editing the company's list", () => {
  it('is refused to an employee without the survey or feedback area (403), and nothing changes', async () => {
    const before = await stored(x);
    const res = await send(t, x.ben, 'PUT', '/survey/wording-list/', { words: 'anything' });
    expect(res.statusCode).toBe(403);
    expect((await send(t, x.ben, 'GET', '/survey/wording-list/')).statusCode).toBe(403);
    expect(await stored(x)).toEqual(before);
  });

  it('refuses bad input with 400 at `words`, and nothing changes', async () => {
    const before = await stored(x);
    for (const body of [{ words: `ok\n${'x'.repeat(61)}` }, { words: 'ok\n!!!' }, { words: Array.from({ length: 201 }, (_, i) => `w${i}`).join('\n') }]) {
      const res = await send(t, x.w.admin, 'PUT', '/survey/wording-list/', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('words');
    }
    for (const body of [{ words: 5 }, { words: ['a'] }, {}, { words: 'a', extra: true }]) {
      expect((await send(t, x.w.admin, 'PUT', '/survey/wording-list/', body)).statusCode).toBe(400);
    }
    expect(await stored(x)).toEqual(before);
  });
});
