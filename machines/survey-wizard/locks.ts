import { withRater, type Assignment } from '../../schemas/survey';
import type { RaterPick, WizardData } from './wizard-data';

/*
 * What an edited survey no longer lets change, so no answer or result is ever rewritten. Once a rater has submitted, the
 * rated model, the anonymity threshold, and that rater's ratee and relationship are fixed.
 * Once a result has been opened, the survey is closed for good: only its title and
 * description may change.
 */

/** Ratee id → the raters who have submitted about them, with the relationship they answered as. */
export type SubmittedRaters = Record<number, RaterPick[]>;

export interface WizardLocks {
  /** Answers are submitted: competencies, type values, weights, levels and the threshold stay. */
  locked: boolean;
  /** When a result of the survey was first opened (null: not yet). */
  resultsOpenedAt: string | null;
  submitted: SubmittedRaters;
}

export const noLocks = (): WizardLocks => ({ locked: false, resultsOpenedAt: null, submitted: {} });

export const THRESHOLD_LOCKED = 'Raters have submitted, so the threshold stays as it is.';
export const DATES_LOCKED = 'Results have been opened, so this survey can no longer take answers or change its dates.';

export function submittedRaters(assignments: readonly Assignment[]): SubmittedRaters {
  const submitted: SubmittedRaters = {};
  for (const a of withRater(assignments)) {
    if (a.status === 'submitted') (submitted[a.ratee.id] ??= []).push({ rater: a.rater.id, relationship: a.relationship });
  }
  return submitted;
}

export const isSubmitted = (submitted: SubmittedRaters, ratee: number, rater: number): boolean => submitted[ratee]?.some((p) => p.rater === rater) ?? false;

export const anySubmitted = (submitted: SubmittedRaters): boolean => Object.keys(submitted).length > 0;

export const closedForGood = (locks: Pick<WizardLocks, 'resultsOpenedAt'>): boolean => locks.resultsOpenedAt !== null;

/** Competencies, type values, weights and levels. */
export const modelLocked = (locks: WizardLocks): boolean => locks.locked || closedForGood(locks);

export const thresholdLocked = modelLocked;

/** Audience type and position: either could drop a ratee somebody has answered about. */
export const audienceLocked = (locks: WizardLocks): boolean => closedForGood(locks) || anySubmitted(locks.submitted);

/** The raters of one ratee with every submitted one back, as they answered. */
function withSubmitted(list: RaterPick[] = [], fixed: readonly RaterPick[]): RaterPick[] {
  const relationshipOf = new Map(fixed.map((p) => [p.rater, p.relationship]));
  let changed = false;
  const kept = list.map((p) => {
    const relationship = relationshipOf.get(p.rater);
    if (relationship === undefined || relationship === p.relationship) return p;
    changed = true;
    return { rater: p.rater, relationship };
  });
  const have = new Set(list.map((p) => p.rater));
  const missing = fixed.filter((p) => !have.has(p.rater));
  return changed || missing.length ? [...kept, ...missing] : list;
}

/**
 * The data after an edit, with everything fixed put back as it was: the threshold (and the
 * dates once results are opened), each submitted rater with their ratee and relationship.
 * Whatever an edit did (a clear, an unpick), what the server would refuse never reaches it.
 */
export function keepFixed(before: WizardData, after: WizardData, locks: WizardLocks): WizardData {
  let data = after;
  if (after.details !== before.details && thresholdLocked(locks)) {
    // Closed for good implies the threshold is fixed too.
    const details = { ...after.details, anonymity_threshold: before.details.anonymity_threshold };
    if (closedForGood(locks)) {
      details.start_date = before.details.start_date;
      details.end_date = before.details.end_date;
    }
    data = { ...data, details };
  }
  const fixedRatees = Object.keys(locks.submitted).map(Number);
  if (fixedRatees.length === 0) return data;
  const missingRatees = fixedRatees.filter((ratee) => !data.ratees.includes(ratee));
  if (missingRatees.length) data = { ...data, ratees: [...data.ratees, ...missingRatees] };
  if (data.raters !== before.raters) {
    let raters = data.raters;
    for (const ratee of fixedRatees) {
      const list = withSubmitted(raters[ratee], locks.submitted[ratee]!);
      if (list !== raters[ratee]) raters = { ...raters, [ratee]: list };
    }
    if (raters !== data.raters) data = { ...data, raters };
  }
  return data;
}
