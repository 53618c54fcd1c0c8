import type { AnswerSheet } from '../../schemas/survey-answer';
import type { Failure } from '../failure';
import type { Answers, Level } from './answer-state';

/** The answering wizard's context and events (machines/answer.machine.ts). */

export interface AnswerContext {
  assignment: number;
  /** What the server sent last: the survey, its competencies and statements. */
  sheet: AnswerSheet | null;
  answers: Answers;
  submitKey: string | null;
  /** Index of the competency shown while on a step. */
  step: number;
  /** A statement to focus when its step opens (a missing item followed from the review). */
  focus: number | null;
  /** Counts changes; a save records the revision it carries, so a change made meanwhile is saved next. */
  revision: number;
  savingRevision: number;
  savedRevision: number;
  /** Failed saves in a row: the retry waits longer each time. */
  saveAttempts: number;
  /** The browser's online/offline events. */
  online: boolean;
  /** Submits refused for missing answers: each one moves focus to the first missing. */
  refusals: number;
  loadError: Failure | null;
  saveError: Failure | null;
  submitError: Failure | null;
}

export type AnswerChange =
  | { type: 'answer'; statement: number; value: number }
  | { type: 'level'; competency: number; level: Level }
  | { type: 'comment'; competency: number; text: string };

export type AnswerEvent =
  | AnswerChange
  | { type: 'next' } | { type: 'back' } | { type: 'review' }
  | { type: 'goTo'; step: number; statement?: number }
  | { type: 'submit' } | { type: 'retry' } | { type: 'clearErrors' }
  | { type: 'connection'; online: boolean }
  /** Raised after each change: the save region restarts its wait. */
  | { type: 'changed' };
