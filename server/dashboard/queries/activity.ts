import { sql, type SQL } from 'drizzle-orm';
import type { DashboardSummary } from '../../../schemas/analytics';
import type { Db } from '../../db/db-type';
import { rowsOf, userDisplayName } from '../../db/sql';
import { isoText } from '../../survey/queries/rater-surveys';

const ACTIVITY_LIMIT = 10;

const quoted = (title: SQL) => sql`'“' || ${title} || '”'`;
/** "1 answer" / "3 answers". */
const counted = (n: SQL, one: string) => sql`${n}::text || ' ' || ${one} || case when ${n} = 1 then '' else 's' end`;

/**
 * The company's latest events, newest first, in ONE statement. Answers and releases are
 * counted per survey and UTC day, so no event names a rater (nor, for answers, a ratee);
 * development actions name their title and ratee, which the feedback area sees anyway.
 */
export async function recentActivity(db: Db, companyId: number): Promise<DashboardSummary['activity']> {
  const result = await db.execute(sql`
    select kind, ${isoText(sql`at`)} as at, text, survey_id from (
      select 'survey_created' as kind, s.created_at as at, 'Survey ' || ${quoted(sql`s.title`)} || ' created' as text, s.id as survey_id
      from surveys s where s.company_id = ${companyId}
      union all
      select 'answers_submitted', max(a.submitted_at),
        ${counted(sql`count(*)`, 'answer')} || ' submitted to ' || ${quoted(sql`min(s.title)`)}, s.id
      from survey_assignments a join surveys s on s.id = a.survey_id
      where a.company_id = ${companyId} and a.status = 'submitted' and a.submitted_at is not null
      group by s.id, (a.submitted_at at time zone 'UTC')::date
      union all
      select 'survey_closed', s.closed_at, 'Survey ' || ${quoted(sql`s.title`)} || ' closed', s.id
      from surveys s where s.company_id = ${companyId} and s.closed_at is not null
      union all
      select 'reports_released', max(r.released_at),
        ${counted(sql`count(*)`, 'report')} || ' released for ' || ${quoted(sql`min(s.title)`)}, s.id
      from report_releases r join surveys s on s.id = r.survey_id
      where r.company_id = ${companyId}
      group by s.id, (r.released_at at time zone 'UTC')::date
      union all
      select 'action_added', d.created_at, 'Development action ' || ${quoted(sql`d.title`)} || ' added for ' || ${userDisplayName}, d.survey_id
      from development_actions d join employees e on e.id = d.ratee_id join users u on u.id = e.user_id
      where d.company_id = ${companyId}
      union all
      select 'action_done', d.completed_at, ${userDisplayName} || ' completed ' || ${quoted(sql`d.title`)}, d.survey_id
      from development_actions d join employees e on e.id = d.ratee_id join users u on u.id = e.user_id
      where d.company_id = ${companyId} and d.completed_at is not null
    ) events
    order by events.at desc, kind, survey_id desc
    limit ${ACTIVITY_LIMIT}`);
  return rowsOf<DashboardSummary['activity'][number]>(result);
}
