import { sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../../schemas/errors';
import { refErrors, type ActionRefs, type FoundRefs } from '../../../domain/development/development-action-checks';
import type { Db } from '../../client';
import { rowsOf, isRowId } from '../../sql';

// An id no int4 column can hold finds nothing (PostgreSQL would refuse the comparison).
const idOrZero = (id: number | null | undefined) => (id != null && isRowId(id) ? id : 0);

/**
 * Every reference of an action looked up in ONE query, within the company, then judged by
 * the rule (refErrors): the field errors, empty when all hold.
 */
export async function checkRefs(db: Db, companyId: number, refs: ActionRefs): Promise<FieldErrors> {
  const survey = idOrZero(refs.survey);
  const [found] = rowsOf<FoundRefs>(await db.execute(sql`select
    (select s.is_draft from surveys s where s.company_id = ${companyId} and s.id = ${survey}) as survey_draft,
    exists (select 1 from survey_assignments a
      where a.company_id = ${companyId} and a.survey_id = ${survey} and a.ratee_id = ${idOrZero(refs.ratee)}) as is_ratee,
    exists (select 1 from survey_competencies sc
      where sc.company_id = ${companyId} and sc.survey_id = ${survey} and sc.competency_id = ${idOrZero(refs.competency)}) as has_competency,
    exists (select 1 from employees e where e.company_id = ${companyId} and e.id = ${idOrZero(refs.owner)}) as owner_ok`));
  return refErrors(refs, found!);
}
