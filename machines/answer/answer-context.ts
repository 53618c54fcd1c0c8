import type { CommentWarnings } from '../../schemas/comment-check';
import type { AnswerSheet } from '../../schemas/survey-answer';
import type { Failure } from '../failure';
import type { Answers, Change } from './answer-state';

/** The answering wizard's context and events (machines/answer.machine.ts). */

export interface AnswerContext {
  assignment: number;
  /** What the server sent last: the survey, its competencies and statements. */
  sheet: AnswerSheet | null;
  answers: Answers;
  /** What the server holds, as last acknowledged: a save sends the changes from it. */
  saved: Answers;
  /** The answers a save in flight carries: once acknowledged, the server holds them. */
  sending: Answers;
  submitKey: string | null;
  /** Index of the competency shown while on a step. */
  step: number;
  /**
   * What to focus when the step opens: a statement (a missing answer followed from the review),
   * the observed level (an untouched level followed from the review) or the comment (a
   * warning about it followed before the submit).
   */
  focus: number | 'level' | 'comment' | null;
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
  /** What the check before the submit found in the comments (only comments with findings). */
  warnings: CommentWarnings['warnings'];
  /** Why that check could not be made. */
  checkError: Failure | null;
}

/** A statement's answer (0–4, or null: not observed), a competency's level or its comment. */
export type AnswerChange = Change;

export type AnswerEvent =
  | AnswerChange
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'review' }
  | { type: 'goTo'; step: number; statement?: number; level?: boolean }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'clearErrors' }
  /** After a warning about comments: open that competency's comment, or submit them as written. */
  | { type: 'editComment'; competency: number }
  | { type: 'submitAnyway' }
  | { type: 'connection'; online: boolean }
  /** Raised after each change: the save region restarts its wait. */
  | { type: 'changed' };
