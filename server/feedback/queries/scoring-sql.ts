import { sql, type SQL } from 'drizzle-orm';
import { ANONYMOUS_RELATIONSHIPS, DEFAULT_TYPE_VALUE, NAMED_RELATIONSHIPS } from '../../../schemas/survey';
import { textArray } from '../../db/sql';

/** A score as every answer shows it: two decimals, rounded in SQL. */
export const roundedScore = (score: SQL): SQL => sql`round((${score})::numeric, 2)`;

/** A score's percent of 4 as every answer shows it: one decimal, from the unrounded score (report-build.ts: the same). */
export const scorePercent = (score: SQL): SQL => sql`round((${score} * 25)::numeric, 1)`;

/**
 * The day survey `s` actually closed, as text: the day it was closed early (closed_at, UTC) or
 * its end date, whichever came first; null while it is not closed (`status` its surveyStatus).
 */
export const closedOn = (status: SQL): SQL => sql`case when ${status} = 'closed' then
  least((s.closed_at at time zone 'UTC')::date, s.end_date)::text end`;

/**
 * The report's scoring as common table expressions, for one survey (and one ratee when
 * `rateeId` is given). Only submitted assignments count. The anonymity threshold is applied
 * here, so no query built on these relations can reach what it hides:
 *
 *   relationship_groups(ratee_id, relationship, raters, grp)  grp null: hidden
 *   visible_raters(assignment_id, ratee_id, grp)        grp: self, manager, peer, direct_report, other, combined
 *   counted_raters(assignment_id, ratee_id, grp, competency_id, score)  the raters each competency figure holds
 *   competency_scores(ratee_id, grp, competency_id, score)   grp also all_others (every counted rater but self)
 *   type_scores(ratee_id, grp, type_id, score)          weight-weighted mean of the type's competency scores
 *   overall_scores(ratee_id, grp, score)                value-weighted mean of the type scores
 *
 * A rater's competency score is the mean of their answers on the scale to its statements, kept
 * per submitted assignment by the database (rater_competency_scores, migrations 0009 and 0010:
 * "not observed" is left out, and a rater who put fewer than half of a competency's statements
 * on the scale has no score for it). A group's is the mean of its raters', so each rater weighs
 * the same. An anonymous relationship below the threshold joins the ratee's "combined" pool,
 * shown when the pool reaches the threshold; otherwise its raters are in no relation at all (not
 * even all_others), so no difference between two figures can reveal them. The same holds per
 * competency: an anonymous group's competency figure exists only when at least the threshold of
 * its raters scored that competency, and all_others holds only the raters of figures that exist,
 * so a rater who alone observed a behaviour is never a figure of their own. Scores are unrounded
 * 0–4 doubles. The score relations are MATERIALIZED: a consumer joining them to its own rows
 * must not re-run them per row.
 */
export function scoreCtes(companyId: number, surveyId: number, rateeId?: number): SQL {
  const oneRatee = rateeId === undefined ? sql`` : sql`and a.ratee_id = ${rateeId}`;
  return sql`with
    submitted as (
      select a.id as assignment_id, a.ratee_id, a.relationship, s.anonymity_threshold as threshold
      from survey_assignments a join surveys s on s.id = a.survey_id and s.company_id = a.company_id
      where a.company_id = ${companyId} and a.survey_id = ${surveyId} and a.status = 'submitted' ${oneRatee}
    ),
    -- Windows, not joins: a ratee's group sizes and pool come with each rater's row.
    counted as materialized (
      select assignment_id, ratee_id, relationship, threshold,
        count(*) over (partition by ratee_id, relationship)::int as raters
      from submitted
    ),
    rater_groups as materialized (
      select assignment_id, ratee_id, relationship, raters, threshold,
        case when not small then relationship
             when count(*) filter (where small) over (partition by ratee_id) >= threshold then 'combined' end as grp
      from (select *, relationship = any(${textArray([...ANONYMOUS_RELATIONSHIPS])}) and raters < threshold as small from counted) c
    ),
    relationship_groups as (
      select distinct ratee_id, relationship, raters, grp from rater_groups
    ),
    visible_raters as (
      select assignment_id, ratee_id, grp, threshold from rater_groups where grp is not null
    ),
    rater_scores as materialized (
      select v.assignment_id, v.ratee_id, v.grp, v.threshold, r.competency_id, r.score,
        count(*) over (partition by v.ratee_id, v.grp, r.competency_id)::int as scored
      from visible_raters v join rater_competency_scores r on r.assignment_id = v.assignment_id
    ),
    counted_raters as materialized (
      select assignment_id, ratee_id, grp, competency_id, score from rater_scores
      where grp = any(${textArray(NAMED_RELATIONSHIPS)}) or scored >= threshold
    ),
    competency_scores as materialized (
      select ratee_id, grp, competency_id, avg(score) as score from counted_raters group by ratee_id, grp, competency_id
      union all
      select ratee_id, 'all_others', competency_id, avg(score) from counted_raters where grp <> 'self' group by ratee_id, competency_id
    ),
    type_scores as materialized (
      select x.ratee_id, x.grp, c.type_id, sum(x.score * sc.weight) / nullif(sum(sc.weight), 0) as score
      from competency_scores x
      join survey_competencies sc on sc.survey_id = ${surveyId} and sc.competency_id = x.competency_id
      join competencies c on c.id = x.competency_id
      group by x.ratee_id, x.grp, c.type_id
    ),
    overall_scores as materialized (
      select t.ratee_id, t.grp,
        sum(t.score * coalesce(tv.value, ${DEFAULT_TYPE_VALUE})) / nullif(sum(coalesce(tv.value, ${DEFAULT_TYPE_VALUE})), 0) as score
      from type_scores t
      left join survey_type_values tv on tv.survey_id = ${surveyId} and tv.type_id = t.type_id
      where t.score is not null
      group by t.ratee_id, t.grp
    )`;
}
