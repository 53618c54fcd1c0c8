import {
  excessMessages,
  limitMessages,
  NOMINATED_RELATIONSHIPS,
  shortfallMessages,
  type NomineeInput,
  type RaterLimits,
  type RaterSelection,
} from '../../../schemas/nomination';

type FieldErrors = Record<string, string[]>;

/** The list against the survey's minimum and maximum per relationship, each refusal at `nominees`. */
export function limitErrors(nominees: ReadonlyArray<Pick<NomineeInput, 'relationship'>>, limits: RaterLimits): FieldErrors {
  const messages = limitMessages(nominees, limits);
  return messages.length ? { nominees: messages } : {};
}

/**
 * The approver's final list against the limits the ratee is held to: never above a maximum; below a minimum only with
 * a reason (`below_minimum_reason`), which is then kept. Answers the errors and the reason to store ('' for none).
 */
export function approvalLimitErrors(
  nominees: ReadonlyArray<Pick<NomineeInput, 'relationship'>>,
  limits: RaterLimits,
  reason: string | undefined,
): { errors: FieldErrors; reason: string } {
  const short = shortfallMessages(nominees, limits);
  const excess = excessMessages(nominees, limits);
  const given = reason?.trim() ?? '';
  const errors: FieldErrors = {};
  const refused = [...(given ? [] : short), ...excess];
  if (refused.length) errors.nominees = refused;
  if (short.length && !given) errors.below_minimum_reason = ['Give the reason for approving fewer raters than asked: HR sees it.'];
  return { errors, reason: short.length ? given : '' };
}

interface NomineeContext {
  rateeId: number;
  /** Employees of the company among those named. */
  known: ReadonlyMap<number, unknown>;
  /** Raters the ratee already has from HR (self, manager): never nominated again. */
  fixed: ReadonlySet<number>;
}

/** Who may be on a list: colleagues of the company, each once, neither the ratee nor their manager-rater. */
export function nomineeErrors(nominees: readonly NomineeInput[], ctx: NomineeContext): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  nominees.forEach((n, i) => {
    const at = `nominees.${i}.rater_id`;
    if (!ctx.known.has(n.rater_id)) errors[at] = ['No such colleague in your company.'];
    else if (n.rater_id === ctx.rateeId) errors[at] = ['The self-assessment is already part of the survey: choose someone else.'];
    else if (ctx.fixed.has(n.rater_id)) errors[at] = ['Already a rater in this survey (as manager): choose someone else.'];
    else if (seen.has(n.rater_id)) errors[at] = ['Listed twice: each colleague rates once.'];
    seen.add(n.rater_id);
  });
  return errors;
}

/** The mode's settings: a nomination mode needs a deadline not past and before the end date, and sensible limits. */
export function selectionErrors(input: RaterSelection, endDate: string, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (input.rater_selection !== 'hr') {
    const deadline = input.nomination_deadline;
    if (deadline === null) errors.nomination_deadline = ['Give the date by which ratees choose their raters.'];
    else if (deadline >= endDate) errors.nomination_deadline = [`The deadline must come before the survey's end date (${endDate}).`];
    else if (deadline < today) errors.nomination_deadline = ['The deadline cannot be in the past.'];
  }
  for (const r of NOMINATED_RELATIONSHIPS) {
    const limit = input.rater_limits[r];
    if (limit && limit.max !== null && limit.max < limit.min) {
      errors[`rater_limits.${r}.max`] = [`At most cannot be below at least (${limit.min}).`];
    }
    if (r === 'other' && limit?.up_to_tree) {
      errors['rater_limits.other.up_to_tree'] = ['The organisation tree offers no other raters: set a minimum for others without it.'];
    }
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
