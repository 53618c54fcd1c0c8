import { describe, expect, it } from 'vitest';
import { answeredCount, answersOf, applyChange, emptyAnswers, firstUnansweredStep, missingStatements, untouchedLevels, withinSheet } from './answer-state';
import { allAnswered, demoSheet } from './demo-sheet.fixtures';

describe('answer-state', () => {
  const sheet = demoSheet();

  it('reads the saved answers, levels and comments of a sheet', () => {
    const saved = demoSheet({
      answers: [{ statement: 101, value: 0 }],
      levels: [{ competency: 2, level: 'expert' }],
      comments: [{ competency: 4, text: 'Reliable.' }],
    });
    expect(answersOf(saved)).toEqual({ values: { 101: 0 }, levels: { 2: 'expert' }, comments: { 4: 'Reliable.' } });
  });

  it('reads a not-observed answer as null, an entry that is answered', () => {
    const saved = demoSheet({
      answers: [
        { statement: 101, value: null },
        { statement: 102, value: 3 },
      ],
    });
    const answers = answersOf(saved);
    expect(answers.values).toEqual({ 101: null, 102: 3 });
    expect(answeredCount(answers)).toBe(2);
    expect(missingStatements(sheet, answers)[0]!.statements.map((s) => s.id)).toEqual([103]);
  });

  it('counts not observed as answered: a sheet of values and nulls has nothing missing', () => {
    const answers = answersOf(demoSheet({ answers: allAnswered().map((a, i) => (i % 2 ? { ...a, value: null } : a)) }));
    expect(missingStatements(sheet, answers)).toEqual([]);
    expect(firstUnansweredStep(sheet, answers)).toBeNull();
    expect(answeredCount(answers)).toBe(7);
  });

  it('lists what is missing per step and finds the first unanswered step', () => {
    const answers = { ...emptyAnswers(), values: { 101: 1, 102: 2, 103: 3, 202: 0 } };
    const missing = missingStatements(sheet, answers);
    expect(missing.map((m) => [m.step, m.statements.map((s) => s.id)])).toEqual([
      [1, [201]],
      [2, [401, 402]],
    ]);
    expect(firstUnansweredStep(sheet, answers)).toBe(1);
    expect(firstUnansweredStep(sheet, answersOf(demoSheet({ answers: allAnswered() })))).toBeNull();
    expect(answeredCount(answers)).toBe(4);
  });

  it('drops what the sheet does not hold and values off the scale, and keeps not observed', () => {
    const stray = {
      values: { 101: 4, 102: 7, 103: null, 201: '2', 202: undefined, 999: 1 },
      levels: { 1: 'expert', 2: 'guru', 77: 'basic' },
      comments: { 1: 'ok', 77: 'gone' },
    };
    expect(withinSheet(sheet, stray as never)).toEqual({ values: { 101: 4, 103: null }, levels: { 1: 'expert' }, comments: { 1: 'ok' } });
  });

  it('changes one entry and keeps the others', () => {
    const before = { ...emptyAnswers(), values: { 101: 1 } };
    const after = applyChange(before, { type: 'answer', statement: 102, value: 4 });
    expect(after.values).toEqual({ 101: 1, 102: 4 });
    expect(after.levels).toBe(before.levels);
    expect(applyChange(after, { type: 'answer', statement: 101, value: null }).values).toEqual({ 101: null, 102: 4 });
    expect(applyChange(after, { type: 'level', competency: 1, level: 'advance' }).levels).toEqual({ 1: 'advance' });
    expect(applyChange(after, { type: 'comment', competency: 1, text: 'Hi' }).comments).toEqual({ 1: 'Hi' });
  });

  it('lists the competencies whose level was never touched, with their steps', () => {
    const answers = { ...emptyAnswers(), levels: { 2: 'basic' as const } };
    expect(untouchedLevels(sheet, answers).map(({ step, competency }) => [step, competency.title])).toEqual([
      [0, 'Communication'],
      [2, 'Ownership'],
    ]);
    // A draft reopened from the server still knows: only the chosen levels were saved.
    expect(untouchedLevels(sheet, answersOf(demoSheet({ levels: [{ competency: 1, level: 'expert' }] }))).map((u) => u.step)).toEqual([1, 2]);
  });
});
