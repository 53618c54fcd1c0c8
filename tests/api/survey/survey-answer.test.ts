import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWorld, answering, newKey, saveAnswers, sheetOf, storedAnswers, type AnswerWorld } from '../helpers/answer-world';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** POST and GET /survey/surveyuserans/: drafts, resuming, submitting once, and what is refused. */
let t: TestApp;
let x: AnswerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
});
afterAll(async () => {
  await t.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10);

describe('drafts', () => {
  it('are saved and read back: the sheet holds the survey, its competencies in order and what was saved', async () => {
    const [first, second] = x.statements;
    const key = newKey();
    const body = {
      assignment: x.a.leadOnAna,
      status: 'draft' as const,
      submit_key: key,
      answers: [
        { statement: first!.id, value: 4 },
        { statement: second!.id, value: 0 },
      ],
      levels: [{ competency: first!.competency, level: 'advance' as const }],
      comments: [{ competency: first!.competency, text: '  Coaches well.  ' }],
    };
    const res = await saveAnswers(t, x.lead, body);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(t, x.lead, x.a.leadOnAna);
    expect(res.json()).toEqual({ assignment: x.a.leadOnAna, status: 'draft', draft_saved_at: sheet.assignment.draft_saved_at });
    expect(sheet).toMatchObject({
      assignment: {
        id: x.a.leadOnAna,
        ratee: { id: x.w.ana.id, name: x.w.ana.name },
        relationship: 'manager',
        status: 'draft',
        answered: 2,
        total: 4,
        submitted_at: null,
      },
      survey: { id: x.surveyId, title: 'Q3 leadership review', description: 'How are we doing?', status: 'open' },
      answers: body.answers,
      levels: body.levels,
      comments: [{ competency: first!.competency, text: 'Coaches well.' }],
      submit_key: key,
    });
    expect(Date.parse(sheet.assignment.draft_saved_at!)).toBeGreaterThan(0);
    expect(sheet.competencies.map((c) => [c.title, c.type, c.defination, c.statements.map((s) => s.statement)])).toEqual([
      ['Coaching', x.w.typeNames.leadership, 'Coaching, done well.', ['Does it often.', 'Helps others do it.']],
      ['Communication', x.w.typeNames.core, 'Communication, done well.', ['Does it often.', 'Helps others do it.']],
    ]);
  });

  it('change only what they send: a blank comment and `cleared` remove, the rest stays; the key is kept when none is sent', async () => {
    const [first, second, third] = x.statements;
    const key = newKey();
    expect(
      (
        await saveAnswers(t, x.ben, {
          assignment: x.a.benOnAna,
          status: 'draft',
          submit_key: key,
          answers: answering(x.statements, 1),
          levels: [{ competency: first!.competency, level: 'expert' }],
          comments: [{ competency: second!.competency, text: 'Gone next time.' }],
        })
      ).statusCode,
    ).toBe(200);
    const res = await saveAnswers(t, x.ben, {
      assignment: x.a.benOnAna,
      status: 'draft',
      answers: [{ statement: third!.id, value: null }],
      comments: [{ competency: second!.competency, text: '  ' }],
      cleared: { answers: [first!.id], levels: [first!.competency] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sheetOf(t, x.ben, x.a.benOnAna)).toMatchObject({
      assignment: { status: 'draft', answered: 3 },
      levels: [],
      comments: [],
      submit_key: key,
      answers: expect.arrayContaining([
        { statement: second!.id, value: 1 },
        { statement: third!.id, value: null },
        { statement: x.statements[3]!.id, value: 1 },
      ]),
    });
  });
});

describe('submitting', () => {
  it('needs every statement answered: 400 naming how many are missing and the first competency, nothing saved', async () => {
    const before = await storedAnswers(t, x.a.anaSelf);
    const res = await saveAnswers(t, x.ana, { assignment: x.a.anaSelf, status: 'submitted', answers: answering(x.statements.slice(2)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ answers: ['2 statements are not answered yet, the first in “Coaching”.'] });
    const one = await saveAnswers(t, x.ana, { assignment: x.a.anaSelf, status: 'submitted', answers: answering(x.statements.slice(0, 3)) });
    expect(one.json()).toEqual({ answers: ['1 statement is not answered yet, in “Communication”.'] });
    expect(await storedAnswers(t, x.a.anaSelf)).toEqual(before);
  });

  it('stores everything once, leaves a competency without a level as not given (no basic filled in), and a retry with the same key changes nothing', async () => {
    const [first] = x.statements;
    const key = newKey();
    const body = {
      assignment: x.a.anaSelf,
      status: 'submitted' as const,
      submit_key: key,
      answers: answering(x.statements, 2),
      levels: [{ competency: first!.competency, level: 'expert' as const }],
    };
    const res = await saveAnswers(t, x.ana, body);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet.assignment).toMatchObject({ status: 'submitted', answered: 4, total: 4 });
    expect(sheet.levels).toEqual([{ competency: first!.competency, level: 'expert' }]);
    const stored = await storedAnswers(t, x.a.anaSelf);
    expect(stored.assignment!.submittedAt!.toISOString()).toBe(sheet.assignment.submitted_at);

    t.clock.advance(60_000);
    const again = await saveAnswers(t, x.ana, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(sheet);
    expect(await storedAnswers(t, x.a.anaSelf)).toEqual(stored);
  });

  it('is final: another key, no key or a draft afterwards is refused and nothing changes', async () => {
    const before = await storedAnswers(t, x.a.anaSelf);
    const refusal = { non_field_errors: [`This survey was submitted on ${today()}; it can no longer change.`] };
    for (const body of [
      { status: 'submitted' as const, submit_key: newKey(), answers: answering(x.statements, 0) },
      { status: 'submitted' as const, answers: answering(x.statements, 0) },
      { status: 'draft' as const, submit_key: before.assignment!.submitKey!, answers: [] },
    ]) {
      const res = await saveAnswers(t, x.ana, { assignment: x.a.anaSelf, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    expect(await storedAnswers(t, x.a.anaSelf)).toEqual(before);
  });

  it('counts once when two submits race, whether they share the key or not', async () => {
    const body = { assignment: x.a.anaOnLead, status: 'submitted' as const, answers: answering(x.statements) };
    const key = newKey();
    const same = await Promise.all([saveAnswers(t, x.ana, { ...body, submit_key: key }), saveAnswers(t, x.ana, { ...body, submit_key: key })]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(same[0]!.json()).toEqual(same[1]!.json());

    const [, second] = x.statements;
    const other = { assignment: x.a.benOnAna, status: 'submitted' as const, answers: answering(x.statements) };
    const raced = await Promise.all([newKey(), newKey()].map((k) => saveAnswers(t, x.ben, { ...other, submit_key: k })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const stored = await storedAnswers(t, x.a.benOnAna);
    expect(stored.assignment!.status).toBe('submitted');
    expect(stored.answers.find((r) => r.statementId === second!.id)!.value).toBe(3);
  });
});
