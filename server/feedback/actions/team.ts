import { sql, type SQL } from 'drizzle-orm';
import type { FeedbackReport } from '../../../schemas/feedback';
import { SKIP_LEVEL_LIMIT, type TeamOverview, type TeamProgress, type TeamReport } from '../../../schemas/team';
import type { Db } from '../../db/db-type';
import { isoTime, isRowId, rowsOf } from '../../db/sql';
import { feedbackReportsRepository } from './reports';
import { dayOf, surveyStatus } from '../../survey/queries/survey-view';
import { managerRaterOf, readsSomeReleasedReport, readsTeamReport } from '../queries/team-access';

const nameOf = (u: string) => sql.raw(`coalesce(nullif(btrim(${u}.first_name || ' ' || ${u}.last_name), ''), ${u}.username)`);

/**
 * The people below `me`'s direct reports in the tree today, level by level (a path and a depth bound guard against a cycle), each
 * with the manager they report to: names and designations only, as the org chart shows them.
 */
const skipLevelQuery = (companyId: number, me: SQL) => sql`
  with recursive below(id, parent_id, depth, path) as (
    select e.id, e.parent_id, 1, array[e.parent_id, e.id] from employees e
    where e.company_id = ${companyId}
      and e.parent_id in (select r.id from employees r where r.company_id = ${companyId} and r.parent_id = ${me})
    union all
    select e.id, e.parent_id, b.depth + 1, b.path || e.id from employees e join below b on e.parent_id = b.id
    where e.company_id = ${companyId} and b.depth < 30 and e.id <> all(b.path)
  )
  select e.id, ${nameOf('u')} as name, d.name as designation, json_build_object('id', m.id, 'name', ${nameOf('mu')}) as manager, b.depth
  from below b
  join employees e on e.company_id = ${companyId} and e.id = b.id join users u on u.id = e.user_id
  join employees m on m.company_id = ${companyId} and m.id = b.parent_id join users mu on mu.id = m.user_id
  left join master_items d on d.company_id = e.company_id and d.id = e.designation_id
  where e.id <> ${me} and e.parent_id <> ${me}
  order by b.depth, lower(${nameOf('mu')}), m.id, lower(${nameOf('u')}), e.id
  limit ${SKIP_LEVEL_LIMIT}`;

/**
 * A manager's view of their team. The members are their direct reports in the tree (the org chart);
 * progress and reports follow the facts of team-access.ts, never the tree. Every query starts from
 * the caller's own employee row in the company, so another company's people are never reached.
 * Progress gives counts only.
 */
export function teamRepository(db: Db, companyId: number) {
  const me = (userId: number) => sql`(select id from employees where company_id = ${companyId} and user_id = ${userId})`;

  return {
    /** Whether the side menu offers My team: the caller manages someone (tree or facts), is a coach, or owns or coaches someone else's action. */
    async hasTeam(userId: number): Promise<boolean> {
      const [row] = rowsOf<{ yes: boolean }>(
        await db.execute(sql`select
        exists (select 1 from employees e where e.company_id = ${companyId} and e.parent_id = ${me(userId)})
        or exists (select 1 from survey_assignments a where a.company_id = ${companyId} and a.rater_id = ${me(userId)}
          and ${managerRaterOf(companyId, me(userId), sql`a.survey_id`, sql`a.ratee_id`)})
        or exists (select 1 from report_releases r where r.company_id = ${companyId} and r.manager_id = ${me(userId)})
        or exists (select 1 from permissions p join users u on u.id = p.user_id
          where p.user_id = ${userId} and p.coach and u.company_id = ${companyId})
        or exists (select 1 from development_actions d where d.company_id = ${companyId} and d.ratee_id <> ${me(userId)}
          and (d.owner_id = ${me(userId)} or d.coach_id = ${me(userId)})) as yes`),
      );
      return row?.yes ?? false;
    },

    async overview(userId: number, now: Date): Promise<TeamOverview> {
      const today = dayOf(now);
      const [members, skipLevel, progress, reports, coach] = [
        await db.execute(sql`select e.id, ${nameOf('u')} as name, d.name as designation
          from employees e join users u on u.id = e.user_id
          left join master_items d on d.company_id = e.company_id and d.id = e.designation_id
          where e.company_id = ${companyId} and e.parent_id = ${me(userId)}
          order by lower(${nameOf('u')}), e.id`),
        await db.execute(skipLevelQuery(companyId, me(userId))),
        await db.execute(sql`select json_build_object('id', s.id, 'title', s.title, 'end_date', s.end_date::text) as survey,
            json_build_object('id', e.id, 'name', ${nameOf('u')}) as ratee,
            json_build_object('submitted', count(*) filter (where a.status = 'submitted'), 'assigned', count(*)) as responses,
            max(a.status) filter (where a.rater_id = ${me(userId)}) as my_rating
          from survey_assignments a
          join surveys s on s.company_id = a.company_id and s.id = a.survey_id
          join employees e on e.company_id = a.company_id and e.id = a.ratee_id
          join users u on u.id = e.user_id
          where a.company_id = ${companyId} and ${surveyStatus(today)} = 'open'
            and ${managerRaterOf(companyId, me(userId), sql`s.id`, sql`e.id`)}
          group by s.id, e.id, u.id
          order by s.end_date, s.id, lower(${nameOf('u')}), e.id`),
        await db.execute(sql`select json_build_object('id', s.id, 'title', s.title, 'end_date', s.end_date::text) as survey,
            json_build_object('id', e.id, 'name', ${nameOf('u')}) as ratee, r.released_at
          from report_releases r
          join surveys s on s.company_id = r.company_id and s.id = r.survey_id
          join employees e on e.company_id = r.company_id and e.id = r.ratee_id
          join users u on u.id = e.user_id
          where r.company_id = ${companyId} and ${surveyStatus(today)} = 'closed'
            and ${readsTeamReport(companyId, me(userId), sql`r.survey_id`, sql`r.ratee_id`)}
          order by r.released_at desc, s.id desc, lower(${nameOf('u')})`),
        await db.execute(sql`select coalesce((select p.coach from permissions p where p.user_id = ${userId}), false) as coach`),
      ];
      return {
        members: rowsOf<TeamOverview['members'][number]>(members),
        skip_level: rowsOf<{ depth: number } & TeamOverview['skip_level'][number]>(skipLevel).map(({ depth: _, ...m }) => m),
        progress: rowsOf<TeamProgress>(progress),
        reports: rowsOf<Omit<TeamReport, 'released_at'> & { released_at: Date | string }>(reports).map((r) => ({ ...r, released_at: isoTime(r.released_at) })),
        coach: rowsOf<{ coach: boolean }>(coach)[0]?.coach ?? false,
      };
    },

    /** Whether the caller may read `rateeId`'s report of `surveyId` in My team once released (team-access.ts). */
    async reads(userId: number, surveyId: number, rateeId: number): Promise<boolean> {
      if (!isRowId(surveyId) || !isRowId(rateeId)) return false;
      const [row] = rowsOf<{ yes: boolean }>(
        await db.execute(sql`select
        ${readsTeamReport(companyId, me(userId), surveyId, rateeId)} as yes`),
      );
      return row?.yes ?? false;
    },

    /** Whether the caller reads some released report of `rateeId`: whom they plan with. */
    async plansWith(userId: number, rateeId: number): Promise<boolean> {
      if (!isRowId(rateeId)) return false;
      const [row] = rowsOf<{ yes: boolean }>(
        await db.execute(sql`select
        ${readsSomeReleasedReport(companyId, me(userId), rateeId)} as yes`),
      );
      return row?.yes ?? false;
    },

    /** Whether `rateeId`'s report of `surveyId` is released to them (and so readable by their manager). */
    async released(surveyId: number, rateeId: number, now: Date): Promise<boolean> {
      if (!isRowId(surveyId) || !isRowId(rateeId)) return false;
      const rows = rowsOf(
        await db.execute(sql`select 1 from report_releases r
        join surveys s on s.company_id = r.company_id and s.id = r.survey_id
        where r.company_id = ${companyId} and r.survey_id = ${surveyId} and r.ratee_id = ${rateeId}
          and ${surveyStatus(dayOf(now))} = 'closed'`),
      );
      return rows.length > 0;
    },

    /** A team member's released report, as the ratee reads it less what the auditor withholds from the manager; null otherwise. */
    async report(userId: number, surveyId: number, rateeId: number, now: Date): Promise<FeedbackReport | null> {
      if (!(await this.reads(userId, surveyId, rateeId)) || !(await this.released(surveyId, rateeId, now))) return null;
      const [manager] = rowsOf<{ id: number }>(await db.execute(sql`select id from employees where company_id = ${companyId} and user_id = ${userId}`));
      const found = await feedbackReportsRepository(db, companyId).personReport(surveyId, rateeId, manager!.id, now);
      return found && 'result' in found ? found.result : null;
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
