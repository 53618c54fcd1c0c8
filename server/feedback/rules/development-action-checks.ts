import type { FieldErrors } from '../../../schemas/errors';

export const REFUSALS = {
  survey: 'No published survey of your company has this id.',
  draft: 'This survey is still a draft: plan development once it is published.',
  ratee: 'This employee is not a ratee of the survey.',
  competency: 'This development area is not one of the survey’s competencies.',
  libraryAction: 'No action of your company’s development action library has this id.',
  owner: 'No employee of your company has this id.',
  ownerRole: 'The owner must be the employee, their manager or a coach.',
  coach: 'No employee of your company has this id.',
  coachRole: 'The coach must be the employee’s manager or a coach, not the employee.',
  blank: 'This field may not be blank.',
} as const;

/** The references an action names; null or undefined ones are not checked. */
export interface ActionRefs {
  survey: number;
  ratee?: number | undefined;
  competency?: number | null | undefined;
  library_action?: number | null | undefined;
  owner?: number | null | undefined;
  coach?: number | null | undefined;
}

/**
 * What the company holds of an action's references, as one query finds it. `*_ok`: an
 * employee of the company; `*_allowed`: one the rule lets take that part for this ratee
 * (owner: the ratee, their manager or a coach; coach: their manager or a coach, not the ratee).
 */
export interface FoundRefs {
  survey_draft: boolean | null;
  is_ratee: boolean;
  has_competency: boolean;
  library_ok: boolean;
  owner_ok: boolean;
  owner_allowed: boolean;
  coach_ok: boolean;
  coach_allowed: boolean;
}

/**
 * The survey is the company's and published, the ratee is rated in it, the competency is
 * one of its competencies, the owner and the coach are employees allowed to take that part.
 * Answers the field errors, empty when all hold.
 */
export function refErrors(refs: ActionRefs, found: FoundRefs): FieldErrors {
  const errors: FieldErrors = {};
  if (found.survey_draft === null) errors.survey = [REFUSALS.survey];
  else if (found.survey_draft) errors.survey = [REFUSALS.draft];
  // A ratee or competency can only be judged against a survey that exists.
  if (!errors.survey && refs.ratee !== undefined && !found.is_ratee) errors.ratee = [REFUSALS.ratee];
  if (refs.competency != null && !errors.survey && !found.has_competency) errors.competency = [REFUSALS.competency];
  if (refs.library_action != null && !found.library_ok) errors.library_action = [REFUSALS.libraryAction];
  if (refs.owner != null) {
    if (!found.owner_ok) errors.owner = [REFUSALS.owner];
    else if (!found.owner_allowed) errors.owner = [REFUSALS.ownerRole];
  }
  if (refs.coach != null) {
    if (!found.coach_ok) errors.coach = [REFUSALS.coach];
    else if (!found.coach_allowed) errors.coach = [REFUSALS.coachRole];
  }
  return errors;
}

/** "   " passes minLength but says nothing: refused like "" (server/http/blank-fields.ts). */
export function blankTitle(title: string | undefined): FieldErrors {
  return title !== undefined && title.trim() === '' ? { title: [REFUSALS.blank] } : {};
}
