import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, SurveyAnalytics } from '../../../schemas/analytics';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { roundedScore } from './scoring-sql';

/** The employee column each dimension groups ratees by (a master list item, or null). */
const DIMENSION_COLUMN: Record<AnalyticsDimension, SQL> = {
  department: sql`e.department_id`,
  designation: sql`e.designation_id`,
  group: sql`e.group_id`,
};

/**
 * A published survey's group analytics (schemas/analytics.ts) in ONE statement: the
 * figures frozen when its results were opened, as HR was shown them (results.ts: anonymity
 * and the disclosure auditor applied there), then per ratee its row key, responses and
 * overall all_others score; per row the mean of its ratees' all_others scores per
 * competency (aligned with the survey's competencies in their order) and overall; the
 * half-point distribution of the ratees' overall scores; the totals. The CTEs read more
 * than once are materialized and nothing is correlated, so the scores are computed once
 * whatever the number of rows (a correlated cell lookup had re-run them per row: 30 s).
 */
export async function surveyAnalytics(db: Db, companyId: number, survey: { id: number; title: string }, by: AnalyticsDimension): Promise<SurveyAnalytics> {
  // Rows join on k: the list item's id, or 0 for ratees without one (ids start at 1), so
  // every join below is a plain equality the planner can hash.
  const result = await db.execute(sql`with
    ratees as materialized (
      select a.ratee_id, coalesce(${DIMENSION_COLUMN[by]}, 0) as k, count(*)::int as assigned,
        count(*) filter (where a.status = 'submitted')::int as submitted
      from survey_assignments a join employees e on e.company_id = a.company_id and e.id = a.ratee_id
      where a.company_id = ${companyId} and a.survey_id = ${survey.id}
      group by a.ratee_id, e.department_id, e.designation_id, e.group_id
    ),
    frozen as materialized (
      select f.ratee_id, f.competency_id, f.others as score from survey_result_scores f
      where f.company_id = ${companyId} and f.survey_id = ${survey.id} and f.type_id is null and f.others is not null
    ),
    overall as materialized (
      select r.ratee_id, r.k, f.score from ratees r join frozen f on f.ratee_id = r.ratee_id and f.competency_id is null
    ),
    cells as materialized (
      select r.k, f.competency_id, ${roundedScore(sql`avg(f.score)`)} as score
      from frozen f join ratees r on r.ratee_id = f.ratee_id
      where f.competency_id is not null
      group by r.k, f.competency_id
    ),
    ordered as materialized (
      select sc.competency_id, sc.position, c.title, t.name as type
      from survey_competencies sc
      join competencies c on c.company_id = sc.company_id and c.id = sc.competency_id
      join competency_types t on t.company_id = c.company_id and t.id = c.type_id
      where sc.company_id = ${companyId} and sc.survey_id = ${survey.id}
    ),
    heat_rows as (
      select r.k, count(*)::int as ratees, sum(r.submitted)::int as submitted, sum(r.assigned)::int as assigned
      from ratees r group by r.k
    ),
    row_scores as (
      select h.k, json_agg(c.score order by o.position) as scores
      from heat_rows h cross join ordered o left join cells c on c.k = h.k and c.competency_id = o.competency_id
      group by h.k
    ),
    row_overall as (select k, ${roundedScore(sql`avg(score)`)} as overall from overall group by k),
    labelled as (
      select h.*, coalesce(m.name, 'None') as label, coalesce(rs.scores, '[]') as scores, ro.overall
      from heat_rows h
      left join master_items m on m.company_id = ${companyId} and m.id = h.k
      left join row_scores rs on rs.k = h.k
      left join row_overall ro on ro.k = h.k
    ),
    bins as (select least(floor(score * 2)::int, 7) as bin, count(*)::int as ratees from overall group by 1)
    select json_build_object(
      'competencies', (select coalesce(json_agg(json_build_object('id', competency_id, 'title', title, 'type', type)
        order by position), '[]') from ordered),
      'rows', (select coalesce(json_agg(json_build_object(
          'key', nullif(l.k, 0), 'label', l.label, 'ratees', l.ratees, 'scores', l.scores, 'overall', l.overall,
          'responses', json_build_object('submitted', l.submitted, 'assigned', l.assigned))
        -- By name, "None" (ratees without one) last.
        order by l.k = 0, lower(l.label), l.label, l.k), '[]') from labelled l),
      'distribution', (select json_agg(json_build_object('from', g / 2.0, 'to', (g + 1) / 2.0, 'ratees', coalesce(b.ratees, 0))
        order by g) from generate_series(0, 7) g left join bins b on b.bin = g),
      'responses', (select json_build_object(
        'submitted', coalesce(sum(submitted), 0)::int, 'assigned', coalesce(sum(assigned), 0)::int,
        'ratees', count(*)::int, 'ratees_with_scores', (select count(*)::int from overall)) from ratees)
    )::text as body`);
  const body = JSON.parse(rowsOf<{ body: string }>(result)[0]!.body) as Omit<SurveyAnalytics, 'survey' | 'by'>;
  return { survey, by, ...body };
}
