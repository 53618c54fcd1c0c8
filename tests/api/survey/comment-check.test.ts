import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answering, answerWorld, newKey, saveAnswers, storedAnswers, type AnswerWorld } from '../helpers/answer-world';
import { createEmployee, send } from '../helpers/employees';
import { addExternal, externalLink, viaLink } from '../helpers/external-world';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The warning about identifying details in comments: a signed-in rater's and an outside rater's check. */
let t: TestApp;
let x: AnswerWorld;
let outside: { token: string; assignment: number };
let other: AnswerWorld;

const check = (by: AnswerWorld['ana'], assignment: number, body: object) => send(t, by, 'POST', `/survey/surveyuserans/${assignment}/comment-check/`, body);
const checkByLink = (token: string, assignment: number, body: object) =>
  viaLink(t, 'POST', `/api/external/${token}/assignments/${assignment}/comment-check/`, body);
const comment = (text: string, competency = x.statements[0]!.competency) => ({ comments: [{ competency, text }] });

beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t, 'Comment check');
  expect((await send(t, x.w.admin, 'POST', '/survey/send-email/', { survey_id: x.surveyId })).statusCode).toBe(200);
  for (const [first, last] of [
    ['José', 'Núñez'],
    ['雷', '李'],
    ['Zoë', "O'Brien"],
    ['Jean-Pierre', 'de la Cruz'],
    ['Søren', 'Ørsted'],
  ]) {
    await createEmployee(t, x.w.admin, { first_name: first, last_name: last, send_invitation: false });
  }
  const added = await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, name: 'Olga Outsider', email: 'olga@supplier.example' });
  expect(added.statusCode, added.body).toBe(201);
  await t.mailer.flush();
  outside = { token: await externalLink(t, 'olga@supplier.example'), assignment: added.json().assignment };
  // Another company, with an employee of its own named like nobody here.
  other = await answerWorld(t, 'Elsewhere');
  await createEmployee(t, other.w.admin, { first_name: 'Zelda', last_name: 'Farquhar', send_invitation: false });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("a signed-in rater's comment check", () => {
  it('names colleagues, the rater, addresses and phone numbers, as written, and leaves the ratee out', async () => {
    const [ana, ben] = [x.w.ana.name, x.w.ben.name];
    const res = await check(x.ben, x.a.benOnAna, {
      comments: [
        { competency: x.statements[0]!.competency, text: `${ana} asked jose nunez and 李雷 for help; Zoe O’Brien agreed.` },
        { competency: x.statements[2]!.competency, text: `I am ${ben}: call +44 20 7946 0958 or ben@example.com. Zelda Farquhar too.` },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      warnings: [
        {
          competency: x.statements[0]!.competency,
          findings: [
            { kind: 'colleague', text: 'jose nunez' },
            { kind: 'colleague', text: '李雷' },
            { kind: 'colleague', text: 'Zoe O’Brien' },
          ],
        },
        {
          competency: x.statements[2]!.competency,
          findings: [
            { kind: 'self', text: ben },
            { kind: 'phone', text: '+44 20 7946 0958' },
            { kind: 'email', text: 'ben@example.com' },
          ],
        },
      ],
    });
  });

  it('finds names of several words by the word people are called by, and letters that do not decompose', async () => {
    const res = await check(x.ben, x.a.benOnAna, comment('Jean-Pierre and Cruz helped; soren orsted reviewed.'));
    expect(res.json().warnings[0].findings).toEqual([
      { kind: 'colleague', text: 'Jean-Pierre' },
      { kind: 'colleague', text: 'Cruz' },
      { kind: 'colleague', text: 'soren orsted' },
    ]);
  });

  it('answers no warnings for a plain comment, and stores nothing', async () => {
    const before = await storedAnswers(t, x.a.benOnAna);
    const res = await check(x.ben, x.a.benOnAna, comment('Listens well and explains clearly.'));
    expect(res.json()).toEqual({ warnings: [] });
    expect(await storedAnswers(t, x.a.benOnAna)).toEqual(before);
  });

  it("answers 404 for another rater's assignment and another company's, alike", async () => {
    const others = [
      await check(x.ben, x.a.leadOnAna, comment('José Núñez')),
      await check(other.ben, x.a.benOnAna, comment('José Núñez')),
      await check(x.ben, other.a.benOnAna, comment('Zelda Farquhar', other.statements[0]!.competency)),
      await check(x.ben, 2_000_000_000, comment('José Núñez')),
    ];
    expect(others.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(new Set(others.map((r) => r.body)).size).toBe(1);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const before = await storedAnswers(t, x.a.benOnAna);
    const competency = x.statements[0]!.competency;
    const bodies = [
      {},
      { comments: 'José' },
      { comments: [{ competency, text: 'x', extra: 1 }] },
      { comments: [], more: true },
      { comments: [{ competency, text: 'a'.repeat(2001) }] },
      { comments: Array.from({ length: 501 }, () => ({ competency, text: 'x' })) },
      { comments: [{ competency: 0, text: 'x' }] },
      { comments: [{ competency, text: 'bad \u0000 text' }] },
      comment('José', other.statements[0]!.competency),
      {
        comments: [
          { competency, text: 'José' },
          { competency, text: 'Núñez' },
        ],
      },
    ];
    for (const body of bodies) expect((await check(x.ben, x.a.benOnAna, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await check(x.ben, x.a.benOnAna, comment('José', 999_999))).json()).toEqual({ comments: ['Competency 999999 is not in this survey.'] });
    expect(await storedAnswers(t, x.a.benOnAna)).toEqual(before);
  });

  it('refuses once the answers are submitted: they can no longer change', async () => {
    const submitted = await saveAnswers(t, x.lead, { assignment: x.a.leadOnAna, status: 'submitted', answers: answering(x.statements), submit_key: newKey() });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const res = await check(x.lead, x.a.leadOnAna, comment('José Núñez'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['These answers are submitted: their comments can no longer change.'] });
  });
});

describe("an outside rater's comment check", () => {
  it('finds the same through the link, with their own name as theirs', async () => {
    const res = await checkByLink(outside.token, outside.assignment, comment(`${x.w.ana.name} and Olga Outsider met José Núñez.`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings[0].findings).toEqual([
      { kind: 'self', text: 'Olga Outsider' },
      { kind: 'colleague', text: 'José Núñez' },
    ]);
  });

  it('answers 404 for an assignment not theirs and for a link never sent, and 400 for a bad body', async () => {
    expect((await checkByLink(outside.token, x.a.benOnAna, comment('José'))).statusCode).toBe(404);
    expect((await checkByLink('bm90IGEgbGluayB0aGF0IHdhcyBldmVyIG1haWxlZCB0byBhbnlvbmU', outside.assignment, comment('José'))).statusCode).toBe(404);
    expect((await checkByLink(outside.token, outside.assignment, { comments: [{ text: 'José' }] })).statusCode).toBe(400);
  });
});

describe('the limit per assignment', () => {
  it('answers 429 with Retry-After past it, for that assignment only, through a sign-in or a link', async () => {
    const limited = await buildTestApp({ handle: t.handle, clock: t.clock, limits: { commentCheckPerAssignment: { max: 2, windowSeconds: 600 } } });
    try {
      const by = (assignment: number) =>
        limited.app.inject({
          method: 'POST',
          url: `/survey/surveyuserans/${assignment}/comment-check/`,
          headers: x.ana.headers,
          payload: comment('Fine.'),
        });
      expect([(await by(x.a.anaSelf)).statusCode, (await by(x.a.anaSelf)).statusCode]).toEqual([200, 200]);
      const refused = await by(x.a.anaSelf);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await by(x.a.anaOnLead)).statusCode).toBe(200);
      // A refused body is not counted; nor is someone else's assignment, which answers 404 first.
      const added = await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, name: 'Pia Partner', email: 'pia@partner.example' });
      await t.mailer.flush();
      const token = await externalLink(t, 'pia@partner.example');
      const link = (body: object) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/external/${token}/assignments/${added.json().assignment}/comment-check/`,
          payload: body,
        });
      expect((await link({})).statusCode).toBe(400);
      expect((await by(added.json().assignment)).statusCode).toBe(404);
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await link(comment('Fine.'))).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
