import { describe, expect, it } from 'vitest';
import { answeredCount, answersOf, applyChange, emptyAnswers, firstUnansweredStep, missingStatements, toPayload, withinSheet } from './answer-state';
import { allAnswered, demoSheet } from './demo-sheet';

describe('answer-state', () => {
  const sheet = demoSheet();

  it('reads the saved answers, levels and comments of a sheet', () => {
    const saved = demoSheet({ answers: [{ statement: 101, value: 0 }], levels: [{ competency: 2, level: 'expert' }], comments: [{ competency: 4, text: 'Reliable.' }] });
    expect(answersOf(saved)).toEqual({ values: { 101: 0 }, levels: { 2: 'expert' }, comments: { 4: 'Reliable.' } });
  });

  it('lists what is missing per step and finds the first unanswered step', () => {
    const answers = { ...emptyAnswers(), values: { 101: 1, 102: 2, 103: 3, 202: 0 } };
    const missing = missingStatements(sheet, answers);
    expect(missing.map((m) => [m.step, m.statements.map((s) => s.id)])).toEqual([[1, [201]], [2, [401, 402]]]);
    expect(firstUnansweredStep(sheet, answers)).toBe(1);
    expect(firstUnansweredStep(sheet, answersOf(demoSheet({ answers: allAnswered() })))).toBeNull();
    expect(answeredCount(answers)).toBe(4);
  });

  it('drops what the sheet does not hold and values off the scale', () => {
    const stray = { values: { 101: 4, 102: 7, 999: 1 }, levels: { 1: 'expert', 2: 'guru', 77: 'basic' }, comments: { 1: 'ok', 77: 'gone' } };
    expect(withinSheet(sheet, stray as never)).toEqual({ values: { 101: 4 }, levels: { 1: 'expert' }, comments: { 1: 'ok' } });
  });

  it('changes one entry and keeps the others', () => {
    const before = { ...emptyAnswers(), values: { 101: 1 } };
    const after = applyChange(before, { type: 'answer', statement: 102, value: 4 });
    expect(after.values).toEqual({ 101: 1, 102: 4 });
    expect(after.levels).toBe(before.levels);
    expect(applyChange(after, { type: 'level', competency: 1, level: 'advance' }).levels).toEqual({ 1: 'advance' });
    expect(applyChange(after, { type: 'comment', competency: 1, text: 'Hi' }).comments).toEqual({ 1: 'Hi' });
  });

  it('builds the POST body: answers in sheet order, every level (basic unless chosen), comments with text', () => {
    const answers = { values: { 201: 2, 101: 4 }, levels: { 4: 'expert' as const }, comments: { 1: 'Clear.', 2: '  ' } };
    expect(toPayload(sheet, answers, 'draft', 'key-0123456789abcdef')).toEqual({
      assignment: 31, status: 'draft', submit_key: 'key-0123456789abcdef',
      answers: [{ statement: 101, value: 4 }, { statement: 201, value: 2 }],
      levels: [{ competency: 1, level: 'basic' }, { competency: 2, level: 'basic' }, { competency: 4, level: 'expert' }],
      comments: [{ competency: 1, text: 'Clear.' }],
    });
  });
});
