import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Survey } from '../../../schemas/survey';
import type { Db } from '../../db/db-type';
import { isoTime, rowsOf, userDisplayName } from '../../db/sql';

/** The day a date-based status is judged on: the app clock's, in UTC (dates carry no zone). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * A survey's status, never stored: closed once closed_at is set, the end date has
 * passed or its results have been opened (feedback/actions/results.ts); draft while is_draft or
 * before the start date; open otherwise. `s` is the survey.
 */
export const surveyStatus = (today: string | Placeholder): SQL => sql`case
  when s.closed_at is not null or s.end_date < ${today}::date or s.results_opened_at is not null then 'closed'
  when s.is_draft or s.start_date > ${today}::date then 'draft'
  else 'open' end`;

/** What the database answers for one survey; timestamps come back as Date or text depending on the driver. */
type SurveyRow = Omit<Survey, 'closed_at' | 'created_at' | 'results_opened_at' | 'chosen_ratees'> & {
  closed_at: Date | string | null;
  created_at: Date | string;
  results_opened_at: Date | string | null;
  chosen_ratees: number[] | null;
};

/**
 * Surveys as every survey call answers them (schemas/survey.ts), in ONE query however many:
 * the status is computed from is_draft, the dates and closed_at (never stored), and the
 * type values, competencies (in the order chosen) and progress are aggregated per survey
 * inside the same statement, so a list costs no query per survey.
 */
export async function selectSurveys(db: Db, companyId: number, today: string, where: SQL = sql`true`): Promise<Survey[]> {
  const result = await db.execute(sql`
    select s.id, s.title, s.description, s.start_date::text as start_date, s.end_date::text as end_date,
      s.anonymity_threshold, s.audience, s.languages,
      case when s.audience = 'Position/Group'
        and coalesce(s.position_designation_id, s.position_department_id, s.position_group_id) is not null
        then json_build_object('designation', s.position_designation_id, 'department', s.position_department_id,
          'group', s.position_group_id) end as position,
      s.is_draft,
      -- A draft's ratees as chosen, those since deleted left out.
      case when s.is_draft then (select coalesce(json_agg(k.id order by k.ord), '[]'::json)
        from unnest(s.chosen_ratees) with ordinality k(id, ord) join employees e on e.id = k.id and e.company_id = s.company_id)
      end as chosen_ratees,
      ${surveyStatus(today)} as status,
      s.closed_at, p.submitted > 0 as locked, s.results_opened_at,
      -- The survey outlives its author's account (owner_id set null): the owner is then null.
      case when u.id is null then null else json_build_object('id', u.id, 'name', ${userDisplayName}) end as owner,
      (select coalesce(json_agg(json_build_object('type', tv.type_id, 'value', tv.value) order by tv.type_id), '[]'::json)
        from survey_type_values tv where tv.survey_id = s.id) as type_values,
      (select coalesce(json_agg(json_build_object('competency', sc.competency_id, 'weight', sc.weight,
          'expected_level', sc.expected_level) order by sc.position), '[]'::json)
        from survey_competencies sc where sc.survey_id = s.id) as competencies,
      json_build_object('assigned', p.assigned, 'submitted', p.submitted, 'ratees', p.ratees,
        'ratees_complete', p.ratees_complete) as progress,
      s.created_at
    from surveys s
    left join users u on u.id = s.owner_id
    cross join lateral (
      select coalesce(sum(r.assigned), 0)::int as assigned, coalesce(sum(r.submitted), 0)::int as submitted,
        count(r.ratee_id)::int as ratees, count(r.ratee_id) filter (where r.submitted = r.assigned)::int as ratees_complete
      from (select a.ratee_id, count(*) as assigned, count(*) filter (where a.status = 'submitted') as submitted
            from survey_assignments a where a.survey_id = s.id group by a.ratee_id) r
    ) p
    where s.company_id = ${companyId} and ${where}
    order by s.created_at desc, s.id desc`);
  return rowsOf<SurveyRow>(result).map(({ chosen_ratees, ...row }) => ({
    ...row,
    ...(chosen_ratees && { chosen_ratees }),
    closed_at: row.closed_at === null ? null : isoTime(row.closed_at),
    results_opened_at: row.results_opened_at === null ? null : isoTime(row.results_opened_at),
    created_at: isoTime(row.created_at),
  }));
}
