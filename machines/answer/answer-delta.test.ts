import { describe, expect, it } from 'vitest';
import { toPayload } from './answer-delta';
import { emptyAnswers, type Answers } from './answer-state';
import { demoSheet } from './demo-sheet.fixtures';

const sheet = demoSheet();
const KEY = 'key-0123456789abcdef';
const answers = (a: Partial<Answers>): Answers => ({ ...emptyAnswers(), ...a });

describe('answer-delta: the body of a save', () => {
  it('from nothing saved: every answer in sheet order (not observed as null), only the levels chosen, comments with text', () => {
    const now = answers({ values: { 201: 2, 101: 4, 102: null }, levels: { 4: 'expert', 2: 'basic' }, comments: { 1: 'Clear.', 2: '  ' } });
    expect(toPayload(sheet, emptyAnswers(), now, 'draft', KEY)).toEqual({
      assignment: 31,
      status: 'draft',
      submit_key: KEY,
      answers: [
        { statement: 101, value: 4 },
        { statement: 102, value: null },
        { statement: 201, value: 2 },
      ],
      // Communication was never touched: the server fills basic on submit; Teamwork's basic was chosen.
      levels: [
        { competency: 2, level: 'basic' },
        { competency: 4, level: 'expert' },
      ],
      comments: [{ competency: 1, text: 'Clear.' }],
    });
  });

  it('carries only what differs from what the server holds', () => {
    const saved = answers({ values: { 101: 4, 102: 1 }, levels: { 1: 'advance' }, comments: { 1: 'Clear.' } });
    const now = answers({ values: { 101: 4, 102: null, 103: 0 }, levels: { 1: 'advance', 2: 'expert' }, comments: { 1: ' Clear. ' } });
    expect(toPayload(sheet, saved, now, 'draft', KEY)).toEqual({
      assignment: 31,
      status: 'draft',
      submit_key: KEY,
      answers: [
        { statement: 102, value: null },
        { statement: 103, value: 0 },
      ],
      levels: [{ competency: 2, level: 'expert' }],
      comments: [],
    });
    expect(toPayload(sheet, now, now, 'draft', KEY)).toMatchObject({ answers: [], levels: [], comments: [] });
  });

  it('clears what was taken back: an answer or a level in `cleared`, a comment sent blank', () => {
    const saved = answers({ values: { 101: 4, 201: 2 }, levels: { 1: 'advance' }, comments: { 2: 'Kind.' } });
    const now = answers({ values: { 201: 2 }, comments: { 2: '' } });
    expect(toPayload(sheet, saved, now, 'submitted', KEY)).toEqual({
      assignment: 31,
      status: 'submitted',
      submit_key: KEY,
      answers: [],
      levels: [],
      comments: [{ competency: 2, text: '' }],
      cleared: { answers: [101], levels: [1] },
    });
  });

  it('leaves out statements and competencies the sheet does not have', () => {
    const now = answers({ values: { 999: 3, 101: 1 }, levels: { 9: 'expert' }, comments: { 9: 'Gone.' } });
    expect(toPayload(sheet, emptyAnswers(), now, 'draft', KEY)).toMatchObject({ answers: [{ statement: 101, value: 1 }], levels: [], comments: [] });
  });
});
