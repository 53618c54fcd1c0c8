import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '../../schemas/survey';
import { ANSWER_SCALE, NOT_OBSERVED, type AnswerScaleValue, type AnswerSheet } from '../../schemas/survey-answer';

/** The rater's answers to one assignment, keyed by id so that one click changes one entry. */

export const LEVELS = PROFICIENCY_LEVELS;
export type Level = ProficiencyLevel;
/** The observed proficiency level starts at basic. */
export const DEFAULT_LEVEL: Level = 'basic';

export interface Answers {
  /**
   * statement id → 0–4, or null for "not observed" (answered, but left out of every mean);
   * a statement not answered has no entry.
   */
  values: Record<number, number | null>;
  /**
   * competency id → the level the rater chose. A competency without an entry shows basic but
   * sends nothing: the server fills basic on submit, and a reopened draft still knows it was never touched.
   */
  levels: Record<number, Level>;
  /** competency id → comment as typed. */
  comments: Record<number, string>;
}

export type Competency = AnswerSheet['competencies'][number];

export const emptyAnswers = (): Answers => ({ values: {}, levels: {}, comments: {} });

/** What the server has saved, as answers. */
export function answersOf(sheet: AnswerSheet): Answers {
  return {
    values: Object.fromEntries(sheet.answers.map((a) => [a.statement, a.value])),
    levels: Object.fromEntries(sheet.levels.map((l) => [l.competency, l.level])),
    comments: Object.fromEntries(sheet.comments.map((c) => [c.competency, c.text])),
  };
}

const isLevel = (value: unknown): value is Level => LEVELS.includes(value as Level);
/** A value the server takes: one of 0–4, or null (not observed). */
const isAnswer = (value: unknown): value is AnswerScaleValue => value === NOT_OBSERVED || ANSWER_SCALE.includes(value as 0);

/**
 * Answers kept anywhere else (the browser copy) narrowed to this sheet: statements and
 * competencies the survey no longer has, and values off the scale, are dropped (a
 * not-observed null is kept), so a save can never be refused for them.
 */
export function withinSheet(sheet: AnswerSheet, answers: Answers): Answers {
  const kept = emptyAnswers();
  for (const c of sheet.competencies) {
    if (isLevel(answers.levels[c.id])) kept.levels[c.id] = answers.levels[c.id]!;
    if (typeof answers.comments[c.id] === 'string') kept.comments[c.id] = answers.comments[c.id]!;
    for (const s of c.statements) if (isAnswer(answers.values[s.id])) kept.values[s.id] = answers.values[s.id] as AnswerScaleValue;
  }
  return kept;
}

export const totalStatements = (sheet: AnswerSheet) => sheet.competencies.reduce((n, c) => n + c.statements.length, 0);

/** Statements answered, "not observed" included: `values` holds only statements of the sheet (see withinSheet). */
export const answeredCount = (answers: Answers) => Object.keys(answers.values).length;

/** What a competency still lacks: its step and the statements not answered, in order. */
export interface Missing {
  step: number;
  competency: Competency;
  statements: Competency['statements'];
}

export function missingStatements(sheet: AnswerSheet, answers: Answers): Missing[] {
  return sheet.competencies.flatMap((competency, step) => {
    const statements = competency.statements.filter((s) => answers.values[s.id] === undefined);
    return statements.length ? [{ step, competency, statements }] : [];
  });
}

/** The step holding the first unanswered statement, or null when every statement is answered. */
export function firstUnansweredStep(sheet: AnswerSheet, answers: Answers): number | null {
  return missingStatements(sheet, answers)[0]?.step ?? null;
}

/** The competencies whose observed level the rater never chose: shown as basic, sent as nothing. */
export const untouchedLevels = (sheet: AnswerSheet, answers: Answers): { step: number; competency: Competency }[] =>
  sheet.competencies.flatMap((competency, step) => (answers.levels[competency.id] === undefined ? [{ step, competency }] : []));

export type Change =
  | { type: 'answer'; statement: number; value: number | null }
  | { type: 'level'; competency: number; level: Level }
  | { type: 'comment'; competency: number; text: string };

/** One change by the rater: a new answers object whose other entries stay the same objects. */
export function applyChange(answers: Answers, change: Change): Answers {
  switch (change.type) {
    case 'answer':
      return { ...answers, values: { ...answers.values, [change.statement]: change.value } };
    case 'level':
      return { ...answers, levels: { ...answers.levels, [change.competency]: change.level } };
    case 'comment':
      return { ...answers, comments: { ...answers.comments, [change.competency]: change.text } };
  }
}
