import type { AnswerSheet } from '../../schemas/survey-answer';

/** A rater's sheet for tests and stories: Tom Becker rated as a peer on three competencies (seven statements). */

const statements = (first: number, texts: string[]) => texts.map((statement, i) => ({ id: first + i, statement }));

export function demoSheet(overrides: Partial<AnswerSheet> = {}): AnswerSheet {
  return {
    assignment: {
      id: 31,
      ratee: { id: 2, name: 'Tom Becker' },
      relationship: 'peer',
      status: 'pending',
      answered: 0,
      total: 7,
      draft_saved_at: null,
      submitted_at: null,
    },
    survey: {
      id: 4,
      title: 'Mid-year 360',
      description: 'How we lead and work together.',
      start_date: '2026-01-05',
      end_date: '2026-01-30',
      status: 'open',
      anonymity_threshold: 3,
    },
    competencies: [
      {
        id: 1,
        type: 'Core',
        title: 'Communication',
        defination: 'Shares information clearly and listens to understand.',
        statements: statements(101, ['Explains complex ideas in plain words.', 'Listens without interrupting.', 'Keeps the team informed of changes.']),
      },
      {
        id: 2,
        type: 'Core',
        title: 'Teamwork',
        defination: 'Works with others towards shared goals.',
        statements: statements(201, ['Offers help before being asked.', 'Shares credit for results.']),
      },
      {
        id: 4,
        type: 'Leadership',
        title: 'Ownership',
        defination: 'Takes responsibility for outcomes, good and bad.',
        statements: statements(401, ['Follows through on commitments.', 'Admits mistakes openly.']),
      },
    ],
    answers: [],
    levels: [],
    comments: [],
    submit_key: null,
    ...overrides,
  };
}

/** Every statement of the demo sheet answered (values cycling through the scale). */
export const allAnswered = (sheet: AnswerSheet = demoSheet()) =>
  sheet.competencies.flatMap((c) => c.statements).map((s, i) => ({ statement: s.id, value: i % 5 }));

/** One competency of `count` statements: a long step (60 statements) that must still answer quickly. */
export function largeSheet(count = 60): AnswerSheet {
  const sheet = demoSheet();
  const texts = Array.from({ length: count }, (_, i) => `Behaviour ${i + 1}: acts on feedback from colleagues and customers alike.`);
  return {
    ...sheet,
    assignment: { ...sheet.assignment, total: count },
    competencies: [
      { id: 9, type: 'Core', title: 'Customer focus', defination: 'Understands and serves what customers need.', statements: statements(1001, texts) },
    ],
  };
}
