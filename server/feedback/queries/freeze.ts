import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TYPE_VALUE } from '../../../schemas/survey';
import { scoreCtes } from './scoring-sql';

/**
 * The scoring CTEs, then who is behind each ratee's all_others figure: per competency a digest of its raters by
 * group and rater_key, overall a digest of those with the weights and values that combine them. Two figures of
 * one ratee with the same digest are the same mean of the same raters, in whatever survey: the disclosure
 * auditor's ratee_key ('q' + ratee id + ':c' + competency id + ':' + digest; overall 'q' + ratee id + ':' + digest).
 */
const keyedCtes = (companyId: number, surveyId: number): SQL => sql`${scoreCtes(companyId, surveyId)},
  ratees as (
    select distinct a.ratee_id, e.designation_id
    from survey_assignments a join employees e on e.company_id = a.company_id and e.id = a.ratee_id
    where a.company_id = ${companyId} and a.survey_id = ${surveyId}
  ),
  behind as materialized (
    select c.ratee_id, c.competency_id, left(md5(string_agg(c.grp || ':' || a.rater_key, ',' order by c.grp, a.rater_key)), 16) as raters
    from counted_raters c join survey_assignments a on a.id = c.assignment_id and a.company_id = ${companyId}
    where c.grp <> 'self' group by c.ratee_id, c.competency_id
  ),
  overall_behind as (
    select b.ratee_id, left(md5(string_agg(b.competency_id || ':' || sc.weight || ':' || coalesce(tv.value, ${DEFAULT_TYPE_VALUE}) || ':' || b.raters,
      ',' order by b.competency_id)), 16) as raters
    from behind b
    join survey_competencies sc on sc.survey_id = ${surveyId} and sc.competency_id = b.competency_id
    join competencies c on c.id = b.competency_id
    left join survey_type_values tv on tv.survey_id = ${surveyId} and tv.type_id = c.type_id
    group by b.ratee_id
  ),
  keyed as (
    select ratee_id, competency_id, 'q' || ratee_id || ':c' || competency_id || ':' || raters as ratee_key from behind
    union all select ratee_id, null, 'q' || ratee_id || ':' || raters from overall_behind
  ),
  overall as materialized (
    select ratee_id, max(score) filter (where grp = 'all_others') as others, max(score) filter (where grp = 'self') as self
    from overall_scores where grp in ('all_others', 'self') group by ratee_id
  )`;

const typeRows = (companyId: number, surveyId: number): SQL => sql`
  select ${companyId}::int, ${surveyId}::int, r.ratee_id, r.designation_id, null::int, t.type_id, null::text,
    max(t.score) filter (where t.grp = 'all_others'), max(t.score) filter (where t.grp = 'self')
  from ratees r join type_scores t on t.ratee_id = r.ratee_id and t.grp in ('all_others', 'self')
  group by r.ratee_id, r.designation_id, t.type_id`;

const COLUMNS = sql`(company_id, survey_id, ratee_id, designation_id, competency_id, type_id, ratee_key, others, self)`;

/**
 * Freezes what benchmarks, trends, analytics and alerts read (survey_result_scores, see schema.ts): per ratee, the
 * designation they have now and their all_others and self scores, overall, per competency and per type, each
 * all_others figure with its ratee_key.
 */
export const freeze = (companyId: number, surveyId: number): SQL => sql`${keyedCtes(companyId, surveyId)}
  insert into survey_result_scores ${COLUMNS}
  select ${companyId}::int, ${surveyId}::int, r.ratee_id, r.designation_id, null::int, null::int,
    'q' || r.ratee_id || ':' || coalesce(ob.raters, ''), o.others, o.self
  from ratees r left join overall_behind ob on ob.ratee_id = r.ratee_id left join overall o on o.ratee_id = r.ratee_id
  union all
  select ${companyId}::int, ${surveyId}::int, r.ratee_id, r.designation_id, x.competency_id, null,
    'q' || r.ratee_id || ':c' || x.competency_id || ':' || coalesce(min(b.raters), ''),
    max(x.score) filter (where x.grp = 'all_others'), max(x.score) filter (where x.grp = 'self')
  from ratees r join competency_scores x on x.ratee_id = r.ratee_id and x.grp in ('all_others', 'self')
  left join behind b on b.ratee_id = r.ratee_id and b.competency_id = x.competency_id
  group by r.ratee_id, r.designation_id, x.competency_id
  union all ${typeRows(companyId, surveyId)}`;

/**
 * For a survey frozen before the auditor (migration 0019): adds the type rows and the ratee keys, computed now from
 * the same submitted answers, without moving any figure a reader has seen.
 */
export const completeFrozen = (companyId: number, surveyId: number): SQL => sql`${keyedCtes(companyId, surveyId)},
  types as (insert into survey_result_scores ${COLUMNS} ${typeRows(companyId, surveyId)} returning 1)
  update survey_result_scores f set ratee_key = k.ratee_key
  from keyed k
  where f.company_id = ${companyId} and f.survey_id = ${surveyId} and f.type_id is null
    and f.ratee_id = k.ratee_id and f.competency_id is not distinct from k.competency_id`;
