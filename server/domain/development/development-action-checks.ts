import type { FieldErrors } from '../../../schemas/errors';

export const REFUSALS = {
  survey: 'No published survey of your company has this id.',
  draft: 'This survey is still a draft: plan development once it is published.',
  ratee: 'This employee is not a ratee of the survey.',
  competency: 'This development area is not one of the survey’s competencies.',
  owner: 'No employee of your company has this id.',
  blank: 'This field may not be blank.',
} as const;

/** The references an action names; null or undefined ones are not checked. */
export interface ActionRefs {
  survey: number;
  ratee?: number | undefined;
  competency?: number | null | undefined;
  owner?: number | null | undefined;
}

/** What the company holds of an action's references, as one query finds it. */
export interface FoundRefs { survey_draft: boolean | null; is_ratee: boolean; has_competency: boolean; owner_ok: boolean }

/**
 * The survey is the company's and published, the ratee is rated in it, the competency is
 * one of its competencies, the owner is an employee. Answers the field errors, empty when all hold.
 */
export function refErrors(refs: ActionRefs, found: FoundRefs): FieldErrors {
  const errors: FieldErrors = {};
  if (found.survey_draft === null) errors.survey = [REFUSALS.survey];
  else if (found.survey_draft) errors.survey = [REFUSALS.draft];
  // A ratee or competency can only be judged against a survey that exists.
  if (!errors.survey && refs.ratee !== undefined && !found.is_ratee) errors.ratee = [REFUSALS.ratee];
  if (refs.competency != null && !errors.survey && !found.has_competency) errors.competency = [REFUSALS.competency];
  if (refs.owner != null && !found.owner_ok) errors.owner = [REFUSALS.owner];
  return errors;
}

/** "   " passes minLength but says nothing: refused like "" (server/routes/blank-fields.ts). */
export function blankTitle(title: string | undefined): FieldErrors {
  return title !== undefined && title.trim() === '' ? { title: [REFUSALS.blank] } : {};
}
