import { sql } from 'drizzle-orm';
import { alertsOfSurvey, latestAlertSurvey, type DashboardAlerts, type DashboardSummary } from '../../../schemas/analytics';
import type { Permissions } from '../../../schemas/user';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { feedbackAnalyticsRepository } from '../../feedback/actions/analytics';
import { dayOf, surveyStatus } from '../../survey/queries/survey-view';
import { recentActivity } from '../queries/activity';
import { checklistRepository } from '../queries/checklist';

type OpenSurveys = NonNullable<DashboardSummary['surveys']>;

/**
 * The dashboard's summary: each part only for the areas that may see it; and its alert
 * counts, from the very query of GET /feedback/alerts/ over the surveys whose results are
 * already open (a look at the dashboard opens no survey's results).
 */
export function dashboardRepository(db: Db, companyId: number) {
  /** Open surveys (status as everywhere: survey-view.ts), due first, and the distinct raters still to answer. */
  async function openSurveys(today: string): Promise<{ surveys: OpenSurveys; pending: number }> {
    const result = await db.execute(sql`
      with open_surveys as (
        select s.id, s.title, s.end_date from surveys s
        where s.company_id = ${companyId} and ${surveyStatus(today)} = 'open'
      ),
      progress as (
        select o.id, count(a.id)::int as assigned, count(a.id) filter (where a.status = 'submitted')::int as submitted,
          count(distinct coalesce(a.rater_id, -a.external_rater_id)) filter (where a.status <> 'submitted')::int as pending_raters
        from open_surveys o left join survey_assignments a on a.company_id = ${companyId} and a.survey_id = o.id
        group by o.id
      )
      select json_build_object(
        'surveys', (select coalesce(json_agg(json_build_object('id', o.id, 'title', o.title, 'end_date', o.end_date::text,
            'responses', json_build_object('submitted', p.submitted, 'assigned', p.assigned),
            'pending_raters', p.pending_raters) order by o.end_date, o.id), '[]')
          from open_surveys o join progress p on p.id = o.id),
        'pending', (select count(distinct coalesce(a.rater_id, -a.external_rater_id))::int from survey_assignments a
          where a.company_id = ${companyId} and a.status <> 'submitted' and a.survey_id in (select id from open_surveys))
      )::text as body`);
    return JSON.parse(rowsOf<{ body: string }>(result)[0]!.body);
  }

  /**
   * The caller's own work: assignments to answer in open surveys, released reports, open actions on them, and the
   * nominations that wait for them (as GET /survey/nominations/ and /survey/nomination-approvals/ count them).
   */
  async function mine(userId: number, today: string, isHr: boolean): Promise<DashboardSummary['mine']> {
    const result = await db.execute(sql`
      with me as (select e.id from employees e where e.company_id = ${companyId} and e.user_id = ${userId})
      select
        (select count(*)::int from survey_assignments a join surveys s on s.id = a.survey_id
          where a.company_id = ${companyId} and a.rater_id in (select id from me) and a.status <> 'submitted'
            and ${surveyStatus(today)} = 'open') as to_answer,
        (select count(*)::int from report_releases r join surveys s on s.company_id = r.company_id and s.id = r.survey_id
          where r.company_id = ${companyId} and r.ratee_id in (select id from me) and ${surveyStatus(today)} = 'closed') as reports,
        (select count(*)::int from development_actions d
          join report_releases r on r.survey_id = d.survey_id and r.ratee_id = d.ratee_id
          where d.company_id = ${companyId} and d.ratee_id in (select id from me) and d.status <> 'done') as open_actions,
        (select count(*)::int from survey_nominations n join surveys s on s.company_id = n.company_id and s.id = n.survey_id
          where n.company_id = ${companyId} and n.ratee_id in (select id from me) and n.status in ('open', 'returned')
            and not s.is_draft and s.closed_at is null and s.end_date >= ${today}) as raters_to_choose,
        (select count(*)::int from survey_nominations n join surveys s on s.company_id = n.company_id and s.id = n.survey_id
          where n.company_id = ${companyId} and n.status = 'submitted' and not s.is_draft and s.closed_at is null and s.end_date >= ${today}
            and ((s.rater_selection = 'manager_approves' and n.approver_id in (select id from me))
              or (${isHr} and s.rater_selection = 'hr_approves'))) as raters_to_approve`);
    return rowsOf<DashboardSummary['mine']>(result)[0]!;
  }

  return {
    /** The getting-started checklist (checklist.ts). */
    checklist: checklistRepository(db, companyId),
    /** `userId` is the caller; `areas` the areas their permissions open to them; `now` the app clock. */
    async summary(userId: number, areas: Permissions, now: Date): Promise<DashboardSummary> {
      const today = dayOf(now);
      const open = areas.survey ? await openSurveys(today) : null;
      return {
        surveys: open?.surveys ?? null,
        pending_raters: open?.pending ?? null,
        activity: areas.survey || areas.feedback ? await recentActivity(db, companyId) : [],
        mine: await mine(userId, today, areas.survey === true),
      };
    },
    /** The counts of one survey, the latest closed one with alerts, named so the card can open Alerts on it. */
    async alertCounts(): Promise<DashboardAlerts> {
      const alerts = await feedbackAnalyticsRepository(db, companyId).openedAlerts();
      const survey = latestAlertSurvey(alerts);
      if (!survey) return { succession: 0, development: 0, survey: null };
      const its = alertsOfSurvey(alerts, survey.id);
      return { succession: its.succession.length, development: its.development.length, survey };
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
