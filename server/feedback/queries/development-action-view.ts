import { sql, type SQL } from 'drizzle-orm';
import type { DevelopmentAction } from '../../../schemas/development-plan';
import type { Db } from '../../db/db-type';
import { isoTime, rowsOf } from '../../db/sql';
import { readsTeamReport } from './team-access';

/** An employee's name as every list shows it: first and last name, else the username. */
const nameOf = (u: string) => sql.raw(`coalesce(nullif(btrim(${u}.first_name || ' ' || ${u}.last_name), ''), ${u}.username)`);

type Row = Omit<DevelopmentAction, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };

/**
 * Development actions as every call answers them (schemas/development-plan.ts), in ONE
 * query: the survey, ratee, competency, owner and coach are joined, not fetched per row. `d` is
 * the action; `where` narrows within the company. Ordered by due date (none last), then id.
 */
export async function selectActions(db: Db, companyId: number, where: SQL = sql`true`): Promise<DevelopmentAction[]> {
  const result = await db.execute(sql`
    select d.id,
      json_build_object('id', s.id, 'title', s.title) as survey,
      json_build_object('id', r.id, 'name', ${nameOf('ru')}) as ratee,
      case when c.id is null then null else json_build_object('id', c.id, 'title', c.title) end as competency,
      d.title, d.library_action_id as library_action, d.notes,
      case when o.id is null then null else json_build_object('id', o.id, 'name', ${nameOf('ou')}) end as owner,
      case when k.id is null then null else json_build_object('id', k.id, 'name', ${nameOf('ku')}) end as coach,
      d.due_date::text as due_date, d.status, d.created_at, d.updated_at
    from development_actions d
    join surveys s on s.company_id = d.company_id and s.id = d.survey_id
    join employees r on r.company_id = d.company_id and r.id = d.ratee_id
    join users ru on ru.id = r.user_id
    left join competencies c on c.company_id = d.company_id and c.id = d.competency_id
    left join employees o on o.company_id = d.company_id and o.id = d.owner_id
    left join users ou on ou.id = o.user_id
    left join employees k on k.company_id = d.company_id and k.id = d.coach_id
    left join users ku on ku.id = k.user_id
    where d.company_id = ${companyId} and ${where}
    order by d.due_date asc nulls last, d.id asc`);
  return rowsOf<Row>(result).map((row) => ({ ...row, created_at: isoTime(row.created_at), updated_at: isoTime(row.updated_at) }));
}

/**
 * The actions a ratee may see: their own (the employee whose user is `userId`)
 * and only where the report of that survey for them has been released.
 */
export const visibleToRatee = (userId: number): SQL => sql`r.user_id = ${userId} and exists (
  select 1 from report_releases rr
  where rr.company_id = d.company_id and rr.survey_id = d.survey_id and rr.ratee_id = d.ratee_id)`;

/** The ratee's report of the action's survey is released (what a ratee and their manager wait for). */
const released = sql`exists (select 1 from report_releases rr
  where rr.company_id = d.company_id and rr.survey_id = d.survey_id and rr.ratee_id = d.ratee_id)`;

/** The caller (`userId`) reads the report the action plans from in My team: its manager, by the facts of team-access.ts. */
export const managedBy = (userId: number): SQL => sql`exists (select 1 from employees me
  where me.company_id = d.company_id and me.user_id = ${userId}
    and ${readsTeamReport(sql`d.company_id`, sql`me.id`, sql`d.survey_id`, sql`d.ratee_id`)})`;

/** The caller owns or coaches the action. */
const ownedOrCoachedBy = (userId: number): SQL => sql`(o.user_id = ${userId} or k.user_id = ${userId})`;

/**
 * The actions on the caller's team view: those planned from a released report they read as
 * manager, and every action they own or coach (a coach only those they coach); never their own as ratee (My feedback has those).
 */
export const visibleToTeam = (userId: number): SQL => sql`r.user_id <> ${userId}
  and ((${managedBy(userId)} and ${released}) or ${ownedOrCoachedBy(userId)})`;
