import { sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../schemas/errors';
import type { Db } from '../client';
import { rowsOf, isRowId } from '../sql';

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

interface Found { survey_draft: boolean | null; is_ratee: boolean; has_competency: boolean; owner_ok: boolean }

// An id no int4 column can hold finds nothing (PostgreSQL would refuse the comparison).
const idOrZero = (id: number | null | undefined) => (id != null && isRowId(id) ? id : 0);

/**
 * Every reference of an action checked in ONE query, within the company: the survey is
 * the company's and published, the ratee is rated in it, the competency is one of its
 * competencies, the owner is an employee. Answers the field errors, empty when all hold.
 */
export async function checkRefs(db: Db, companyId: number, refs: ActionRefs): Promise<FieldErrors> {
  const survey = idOrZero(refs.survey);
  const [found] = rowsOf<Found>(await db.execute(sql`select
    (select s.is_draft from surveys s where s.company_id = ${companyId} and s.id = ${survey}) as survey_draft,
    exists (select 1 from survey_assignments a
      where a.company_id = ${companyId} and a.survey_id = ${survey} and a.ratee_id = ${idOrZero(refs.ratee)}) as is_ratee,
    exists (select 1 from survey_competencies sc
      where sc.company_id = ${companyId} and sc.survey_id = ${survey} and sc.competency_id = ${idOrZero(refs.competency)}) as has_competency,
    exists (select 1 from employees e where e.company_id = ${companyId} and e.id = ${idOrZero(refs.owner)}) as owner_ok`));
  const errors: FieldErrors = {};
  if (found!.survey_draft === null) errors.survey = [REFUSALS.survey];
  else if (found!.survey_draft) errors.survey = [REFUSALS.draft];
  // A ratee or competency can only be judged against a survey that exists.
  if (!errors.survey && refs.ratee !== undefined && !found!.is_ratee) errors.ratee = [REFUSALS.ratee];
  if (refs.competency != null && !errors.survey && !found!.has_competency) errors.competency = [REFUSALS.competency];
  if (refs.owner != null && !found!.owner_ok) errors.owner = [REFUSALS.owner];
  return errors;
}

/** "   " passes minLength but says nothing: refused like "" (server/routes/blank-fields.ts). */
export function blankTitle(title: string | undefined): FieldErrors {
  return title !== undefined && title.trim() === '' ? { title: [REFUSALS.blank] } : {};
}
