import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TYPE_VALUE } from '../../schemas/survey';

/** Relationships whose raters stay anonymous (DESIGN §4); self and manager are named groups. */
export const ANONYMOUS_RELATIONSHIPS = ['peer', 'direct_report', 'other'] as const;

/**
 * The scoring of DESIGN §4 as common table expressions, for one survey (and one ratee when
 * `rateeId` is given). Only submitted assignments count. The anonymity threshold is applied
 * here, so no query built on these relations can reach what it hides:
 *
 *   visible_raters(assignment_id, ratee_id, grp)        grp: self, manager, peer, direct_report, other, combined
 *   competency_scores(ratee_id, grp, competency_id, score)   grp also all_others (every visible rater but self)
 *   type_scores(ratee_id, grp, type_id, score)          weight-weighted mean of the type's competency scores
 *   overall_scores(ratee_id, grp, score)                value-weighted mean of the type scores
 *
 * A competency's score is the mean of its statements' means (a statement added to the
 * library after some raters answered weighs like the others). An anonymous relationship
 * below the threshold joins the ratee's "combined" pool, shown when the pool reaches the
 * threshold; otherwise its raters are in no relation at all (not even all_others), so no
 * difference between two figures can reveal them. Scores are unrounded 0–4 doubles.
 * The answers are summed per relationship and statement before the groups are applied,
 * so the large join happens once.
 */
export function scoreCtes(companyId: number, surveyId: number, rateeId?: number): SQL {
  const oneRatee = rateeId === undefined ? sql`` : sql`and a.ratee_id = ${rateeId}`;
  return sql`with
    sv as (
      select s.id, s.anonymity_threshold as threshold from surveys s where s.company_id = ${companyId} and s.id = ${surveyId}
    ),
    submitted as (
      select a.id as assignment_id, a.ratee_id, a.relationship
      from survey_assignments a join sv on sv.id = a.survey_id
      where a.company_id = ${companyId} and a.status = 'submitted' ${oneRatee}
    ),
    relationship_counts as (
      select ratee_id, relationship, count(*)::int as raters from submitted group by ratee_id, relationship
    ),
    pools as (
      select rc.ratee_id, sum(rc.raters)::int as raters
      from relationship_counts rc cross join sv
      where rc.relationship in ('peer', 'direct_report', 'other') and rc.raters < sv.threshold
      group by rc.ratee_id
    ),
    relationship_groups as (
      select rc.ratee_id, rc.relationship, rc.raters,
        case when rc.relationship in ('self', 'manager') or rc.raters >= sv.threshold then rc.relationship
             when p.raters >= sv.threshold then 'combined' end as grp
      from relationship_counts rc cross join sv left join pools p on p.ratee_id = rc.ratee_id
    ),
    visible_raters as (
      select s.assignment_id, s.ratee_id, g.grp
      from submitted s join relationship_groups g on g.ratee_id = s.ratee_id and g.relationship = s.relationship
      where g.grp is not null
    ),
    statement_sums as (
      select s.ratee_id, s.relationship, ans.statement_id, sum(ans.value)::float8 as total, count(*)::float8 as answers
      from submitted s join survey_answers ans on ans.assignment_id = s.assignment_id
      group by s.ratee_id, s.relationship, ans.statement_id
    ),
    grouped_sums as (
      select ss.ratee_id, g.grp, ss.statement_id, ss.total, ss.answers
      from statement_sums ss join relationship_groups g on g.ratee_id = ss.ratee_id and g.relationship = ss.relationship
      where g.grp is not null
    ),
    statement_means as (
      select ratee_id, grp, statement_id, sum(total) / sum(answers) as mean from grouped_sums group by ratee_id, grp, statement_id
      union all
      select ratee_id, 'all_others', statement_id, sum(total) / sum(answers) from grouped_sums
      where grp <> 'self' group by ratee_id, statement_id
    ),
    competency_scores as (
      select m.ratee_id, m.grp, st.competency_id, avg(m.mean) as score
      from statement_means m
      join competency_statements st on st.id = m.statement_id
      join survey_competencies sc on sc.survey_id = ${surveyId} and sc.competency_id = st.competency_id
      group by m.ratee_id, m.grp, st.competency_id
    ),
    type_scores as (
      select x.ratee_id, x.grp, c.type_id, sum(x.score * sc.weight) / nullif(sum(sc.weight), 0) as score
      from competency_scores x
      join survey_competencies sc on sc.survey_id = ${surveyId} and sc.competency_id = x.competency_id
      join competencies c on c.id = x.competency_id
      group by x.ratee_id, x.grp, c.type_id
    ),
    overall_scores as (
      select t.ratee_id, t.grp,
        sum(t.score * coalesce(tv.value, ${DEFAULT_TYPE_VALUE})) / nullif(sum(coalesce(tv.value, ${DEFAULT_TYPE_VALUE})), 0) as score
      from type_scores t
      left join survey_type_values tv on tv.survey_id = ${surveyId} and tv.type_id = t.type_id
      where t.score is not null
      group by t.ratee_id, t.grp
    )`;
}
