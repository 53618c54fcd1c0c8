import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyUserAnswer } from '../../../schemas/survey-answer';
import { raterCompetencyScores, surveyResultScores } from '../../../server/db/schema';
import { signUpCompany } from '../helpers/accounts';
import { answerWorld, newKey, saveAnswers, sheetOf, storedAnswers, type AnswerWorld } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Drafts carry what changed since the last save (issue 21): pieces add up to the whole, and a submit counts what is stored. */
let t: TestApp;
let pieces: AnswerWorld;
let whole: AnswerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  pieces = await answerWorld(t);
  whole = await answerWorld(t);
});
afterAll(async () => {
  await t.close();
});

type Body = Omit<SurveyUserAnswer, 'assignment' | 'status'>;
const raters = (x: AnswerWorld) => [
  { by: x.ana, id: x.a.anaSelf },
  { by: x.ana, id: x.a.anaOnLead },
  { by: x.lead, id: x.a.leadOnAna },
  { by: x.ben, id: x.a.benOnAna },
];
/** Rater `r`'s final answers: statement i gets (i + r) % 5, the last one "not observed". */
const finalValue = (i: number, r: number, n: number) => (i === n - 1 ? null : (i + r) % 5);

/** The same final answers as one draft, or as several drafts that overwrite and clear on the way. */
function drafts(x: AnswerWorld, r: number, inPieces: boolean): Body[] {
  const s = x.statements;
  const [c1, c2] = [s[0]!.competency, s[2]!.competency];
  const final = s.map((st, i) => ({ statement: st.id, value: finalValue(i, r, s.length) }));
  const finalComments = [{ competency: c2, text: `Rater ${r}.` }];
  if (!inPieces) return [{ answers: final, levels: [{ competency: c1, level: 'expert' }], comments: finalComments }];
  return [
    {
      answers: final.slice(0, 2),
      levels: [
        { competency: c1, level: 'advance' },
        { competency: c2, level: 'basic' },
      ],
      comments: [{ competency: c1, text: 'Dropped later.' }],
    },
    { answers: s.slice(2).map((st) => ({ statement: st.id, value: 4 })), levels: [{ competency: c1, level: 'expert' }] },
    { answers: final.slice(2), levels: [], comments: [{ competency: c1, text: ' ' }, ...finalComments], cleared: { levels: [c2] } },
  ];
}

const content = async (x: AnswerWorld, r: { by: AnswerWorld['ana']; id: number }) => {
  const { answers, levels, comments, assignment } = await sheetOf(t, r.by, r.id);
  const order = new Map(x.statements.map((s, i) => [s.id, i]));
  const comp = new Map(x.statements.map((s) => [s.competency, order.get(s.id)!]));
  return {
    answered: assignment.answered,
    answers: answers.map((a) => [order.get(a.statement), a.value]),
    levels: levels.map((l) => [comp.get(l.competency), l.level]),
    comments: comments.map((c) => [comp.get(c.competency), c.text]),
  };
};

async function scoresOf(x: AnswerWorld) {
  const ids = raters(x).map((r) => r.id);
  const comp = new Map(x.statements.map((s, i) => [s.competency, i]));
  const rows = await t.db
    .select()
    .from(raterCompetencyScores)
    .where(inArray(raterCompetencyScores.assignmentId, ids))
    .orderBy(asc(raterCompetencyScores.assignmentId), asc(raterCompetencyScores.competencyId));
  const results = await t.db.select().from(surveyResultScores).where(eq(surveyResultScores.surveyId, x.surveyId));
  return {
    raters: rows.map((row) => [ids.indexOf(row.assignmentId), comp.get(row.competencyId), row.score]),
    results: results
      .map((row) => [row.competencyId === null ? null : comp.get(row.competencyId), row.others, row.self])
      .sort((a, b) => String(a).localeCompare(String(b))),
  };
}

describe('a draft sent in pieces', () => {
  it('stores what one whole draft stores and, submitted and closed, scores the same; a draft scores nothing', async () => {
    for (const [x, inPieces] of [
      [pieces, true],
      [whole, false],
    ] as const) {
      for (const [r, rater] of raters(x).entries()) {
        for (const body of drafts(x, r, inPieces)) {
          const res = await saveAnswers(t, rater.by, { assignment: rater.id, status: 'draft', ...body });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toEqual({ assignment: rater.id, status: 'draft', draft_saved_at: expect.stringMatching(/Z$/) });
        }
      }
    }
    for (const [r, rater] of raters(pieces).entries()) expect(await content(pieces, rater)).toEqual(await content(whole, raters(whole)[r]!));
    expect((await scoresOf(pieces)).raters).toEqual([]);

    for (const x of [pieces, whole]) {
      for (const rater of raters(x)) {
        const res = await saveAnswers(t, rater.by, { assignment: rater.id, status: 'submitted', submit_key: newKey() });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect((await send(t, x.w.admin, 'POST', `/survey/survey/${x.surveyId}/close/`)).statusCode).toBe(200);
    }
    const scored = await scoresOf(pieces);
    expect(scored.raters.length).toBe(8);
    expect(scored).toEqual(await scoresOf(whole));
  });
});

describe('a submit after partial drafts', () => {
  it('counts what is stored with what it sends, then is final and idempotent', async () => {
    const x = await answerWorld(t, 'Partial then submit');
    const [s1, s2, s3, s4] = x.statements;
    const lead = { assignment: x.a.leadOnAna };
    expect(
      (
        await saveAnswers(t, x.lead, {
          ...lead,
          status: 'draft',
          answers: [
            { statement: s1!.id, value: 1 },
            { statement: s2!.id, value: 2 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const before = await storedAnswers(t, x.a.leadOnAna);
    const short = await saveAnswers(t, x.lead, { ...lead, status: 'submitted', answers: [{ statement: s3!.id, value: 3 }], cleared: { answers: [s1!.id] } });
    expect(short.json()).toEqual({ answers: ['2 statements are not answered yet, the first in “Coaching”.'] });
    expect(await storedAnswers(t, x.a.leadOnAna)).toEqual(before);

    const body = {
      ...lead,
      status: 'submitted' as const,
      submit_key: newKey(),
      answers: [
        { statement: s3!.id, value: 3 },
        { statement: s4!.id, value: null },
      ],
    };
    const done = await saveAnswers(t, x.lead, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      assignment: { status: 'submitted', answered: 4 },
      answers: expect.arrayContaining([1, 2, 3, null].map((value, i) => ({ statement: x.statements[i]!.id, value }))),
    });
    const stored = await storedAnswers(t, x.a.leadOnAna);
    t.clock.advance(60_000);
    const again = await saveAnswers(t, x.lead, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(done.json());
    for (const late of [
      { ...body, status: 'draft' as const },
      { ...body, submit_key: newKey() },
    ]) {
      expect((await saveAnswers(t, x.lead, late)).statusCode).toBe(400);
    }
    expect(await storedAnswers(t, x.a.leadOnAna)).toEqual(stored);
  });
});

describe('refused drafts change nothing', () => {
  it("another company's assignment is 404; bad input is 400", async () => {
    const x = await answerWorld(t, 'Refusals');
    const [s1, s2] = x.statements;
    const mine = { assignment: x.a.benOnAna, status: 'draft' as const };
    expect((await saveAnswers(t, x.ben, { ...mine, answers: [{ statement: s1!.id, value: 2 }] })).statusCode).toBe(200);
    const before = await storedAnswers(t, x.a.benOnAna);
    const intruder = await signUpCompany(t);
    expect((await saveAnswers(t, intruder, { ...mine, answers: [{ statement: s2!.id, value: 4 }] })).statusCode).toBe(404);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ answers: [{ statement: s2!.id, value: 5 }] }, 'body'],
      [{ answers: [{ statement: s2!.id, value: 1 }], cleared: { answers: [s2!.id] } }, 'answers'],
      [{ answers: [{ statement: s2!.id, value: 1 }], cleared: { answers: [pieces.statements[0]!.id] } }, 'answers'],
      [{ cleared: { levels: [s1!.competency], comments: [] } }, 'body'],
      [{ answers: [{ statement: s2!.id, value: 1 }], levels: [{ competency: 999_999, level: 'basic' }] }, 'levels'],
    ];
    for (const [body, field] of bad) {
      const res = await saveAnswers(t, x.ben, { ...mine, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field !== 'body') expect(Object.keys(res.json())).toEqual([field]);
    }
    expect(await storedAnswers(t, x.a.benOnAna)).toEqual(before);
  });
});
