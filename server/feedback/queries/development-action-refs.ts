import { sql, type SQL } from 'drizzle-orm';
import type { ActionPeople } from '../../../schemas/development-plan';
import type { FieldErrors } from '../../../schemas/errors';
import { refErrors, type ActionRefs, type FoundRefs } from '../rules/development-action-checks';
import type { Db } from '../../db/db-type';
import { rowsOf, isRowId } from '../../db/sql';
import { managerOfRecord, readsTeamReport } from './team-access';

// An id no int4 column can hold finds nothing (PostgreSQL would refuse the comparison).
const idOrZero = (id: number | null | undefined) => (id != null && isRowId(id) ? id : 0);

/** Employee `e` is a coach: HR granted them Coach, or they are an admin (who holds every permission). */
const isCoach = (e: string): SQL =>
  sql.raw(`exists (select 1 from users cu left join permissions cp on cp.user_id = cu.id
  where cu.id = ${e}.user_id and (cu.role = 'admin' or coalesce(cp.coach, false)))`);

/**
 * Employee `e` is the manager of employee id `ratee` (SQL values) by the facts of team-access.ts, never the live tree:
 * for `survey`'s plan, whoever reads that report in My team; with no survey (the people offered), by any survey.
 */
const managesRatee = (e: string, ratee: SQL, survey?: SQL): SQL => {
  const [company, reader] = [sql.raw(`${e}.company_id`), sql.raw(`${e}.id`)];
  return survey ? readsTeamReport(company, reader, survey, ratee) : managerOfRecord(company, reader, ratee);
};

/** Who may coach `ratee`'s actions (of `survey`): their manager or a coach, never the ratee. */
const mayCoach = (e: string, ratee: SQL, survey?: SQL): SQL => sql`(${sql.raw(e)}.id <> ${ratee} and (${managesRatee(e, ratee, survey)} or ${isCoach(e)}))`;
/** Who may own them: the ratee, their manager or a coach. */
const mayOwn = (e: string, ratee: SQL, survey?: SQL): SQL => sql`(${sql.raw(e)}.id = ${ratee} or ${mayCoach(e, ratee, survey)})`;

/**
 * Every reference of an action looked up in ONE query, within the company, then judged by
 * the rule (refErrors): the field errors, empty when all hold. `ratee` is the action's ratee,
 * against whom owner and coach are judged (on an update, the stored one).
 */
export async function checkRefs(db: Db, companyId: number, refs: ActionRefs & { rateeOf?: number }): Promise<FieldErrors> {
  const survey = idOrZero(refs.survey);
  const ratee = sql`${idOrZero(refs.rateeOf ?? refs.ratee)}::int`;
  const person = (id: number | null | undefined, rule: (e: string, r: SQL, s: SQL) => SQL) => sql`exists (select 1 from employees pe
    where pe.company_id = ${companyId} and pe.id = ${idOrZero(id)} and ${rule('pe', ratee, sql`${survey}::int`)})`;
  const [found] = rowsOf<FoundRefs>(
    await db.execute(sql`select
    (select s.is_draft from surveys s where s.company_id = ${companyId} and s.id = ${survey}) as survey_draft,
    exists (select 1 from survey_assignments a
      where a.company_id = ${companyId} and a.survey_id = ${survey} and a.ratee_id = ${idOrZero(refs.ratee)}) as is_ratee,
    exists (select 1 from survey_competencies sc
      where sc.company_id = ${companyId} and sc.survey_id = ${survey} and sc.competency_id = ${idOrZero(refs.competency)}) as has_competency,
    exists (select 1 from development_library_actions la
      where la.company_id = ${companyId} and la.id = ${idOrZero(refs.library_action)}) as library_ok,
    exists (select 1 from employees e where e.company_id = ${companyId} and e.id = ${idOrZero(refs.owner)}) as owner_ok,
    ${person(refs.owner, mayOwn)} as owner_allowed,
    exists (select 1 from employees e where e.company_id = ${companyId} and e.id = ${idOrZero(refs.coach)}) as coach_ok,
    ${person(refs.coach, mayCoach)} as coach_allowed`),
  );
  return refErrors(refs, found!);
}

const nameOf = sql.raw(`coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username)`);

/** The people offered as owner and coach of a ratee's actions, by name; null when the ratee is not the company's. */
export async function actionPeople(db: Db, companyId: number, rateeId: number): Promise<ActionPeople | null> {
  if (!isRowId(rateeId)) return null;
  const ratee = sql`${rateeId}::int`;
  const rows = rowsOf<{ id: number; name: string; own: boolean; coach: boolean }>(
    await db.execute(sql`
    select e.id, ${nameOf} as name, ${mayOwn('e', ratee)} as own, ${mayCoach('e', ratee)} as coach
    from employees e join users u on u.id = e.user_id
    where e.company_id = ${companyId} and ${mayOwn('e', ratee)}
      and exists (select 1 from employees r where r.company_id = ${companyId} and r.id = ${rateeId})
    order by e.id = ${rateeId} desc, lower(${nameOf}), e.id`),
  );
  if (rows.length === 0) return null;
  const pick = ({ id, name }: { id: number; name: string }) => ({ id, name });
  return { owners: rows.filter((r) => r.own).map(pick), coaches: rows.filter((r) => r.coach).map(pick) };
}
