import { sql, type SQL } from 'drizzle-orm';
import { NAMED_RELATIONSHIPS, PROFICIENCY_LEVELS } from '../../../schemas/survey';
import type { ReportRows } from '../rules/report-source';
import type { Db } from '../../db/db-type';
import { rowsOf, textArray } from '../../db/sql';
import { surveyStatus } from '../../survey/queries/survey-view';
import { personJoins, personJson } from './report-people';
import { closedOn, roundedScore, scoreCtes, scorePercent } from './scoring-sql';

const LEVELS = textArray([...PROFICIENCY_LEVELS]);

const figure = (value: SQL) => sql`${roundedScore(value)}::float8`;
const percentOf = (value: SQL) => sql`${scorePercent(value)}::float8`;

/**
 * Benchmarks leave the report's ratee out and read the frozen figures (results.ts).
 * Rounded here, like every score of the report; the threshold is applied by report-build.ts.
 */
function benchmarkRows(companyId: number, surveyId: number, rateeId: number): SQL {
  const others = sql`r.ratee_id is distinct from ${rateeId}`;
  const sameDesignation = sql`${others} and r.designation_id = (select designation_id from me)`;
  return sql`(select coalesce(json_agg(b), '[]') from (
      select r.competency_id,
        ${figure(sql`avg(r.others) filter (where ${others})`)} as company,
        ${percentOf(sql`avg(r.others) filter (where ${others})`)} as company_percent,
        count(r.others) filter (where ${others})::int as company_ratees,
        ${figure(sql`avg(r.others) filter (where ${sameDesignation})`)} as designation,
        ${percentOf(sql`avg(r.others) filter (where ${sameDesignation})`)} as designation_percent,
        count(r.others) filter (where ${sameDesignation})::int as designation_ratees
      from survey_result_scores r where r.company_id = ${companyId} and r.survey_id = ${surveyId} and r.type_id is null
      group by r.competency_id) b) as benchmarks,
    (select m.name from me join master_items m on m.company_id = ${companyId} and m.id = me.designation_id) as designation`;
}

/**
 * Everything one ratee's report needs in ONE statement: the survey, the person, the
 * visible groups, the scores (scoring-sql.ts), observed levels and comments, all read
 * through the same anonymity rules, and the benchmarks. The survey must be published and
 * the person one of its ratees; otherwise survey or ratee comes back null. The caller has
 * opened the results (results.ts), so the survey is closed and its figures frozen.
 */
export async function reportRows(db: Db, companyId: number, surveyId: number, rateeId: number, today: string): Promise<ReportRows> {
  const result = await db.execute(sql`${scoreCtes(companyId, surveyId, rateeId)},
    me as (
      select r.designation_id from survey_result_scores r
      where r.company_id = ${companyId} and r.survey_id = ${surveyId} and r.ratee_id = ${rateeId} and r.competency_id is null
        and r.type_id is null
      limit 1
    )
    select
      (select json_build_object('id', s.id, 'title', s.title, 'start_date', s.start_date::text, 'end_date', s.end_date::text,
          'closed_on', ${closedOn(surveyStatus(today))}, 'status', ${surveyStatus(today)}, 'anonymity_threshold', s.anonymity_threshold)
        from surveys s where s.company_id = ${companyId} and s.id = ${surveyId} and not s.is_draft) as survey,
      (select ${personJson}
        from employees e ${personJoins}
        where e.company_id = ${companyId} and e.id = ${rateeId}
          and exists (select 1 from survey_assignments a where a.survey_id = ${surveyId} and a.ratee_id = e.id)) as ratee,
      (select r.released_at from report_releases r
        where r.company_id = ${companyId} and r.survey_id = ${surveyId} and r.ratee_id = ${rateeId}) as released_at,
      (select json_build_object('submitted', count(*) filter (where a.status = 'submitted'), 'assigned', count(*))
        from survey_assignments a where a.company_id = ${companyId} and a.survey_id = ${surveyId} and a.ratee_id = ${rateeId}) as responses,
      (select coalesce(json_agg(json_build_object('relationship', relationship, 'raters', raters, 'grp', grp)), '[]')
        from relationship_groups) as relationships,
      (select coalesce(json_agg(json_build_object('grp', grp, 'competency_id', competency_id, 'type_id', type_id,
          'score', ${figure(sql`score`)}, 'percent', ${percentOf(sql`score`)})), '[]') from (
        select grp, competency_id, null::int as type_id, score from competency_scores
        union all select grp, null, type_id, score from type_scores where score is not null
        union all select grp, null, null, score from overall_scores where score is not null) x) as scores,
      (select coalesce(json_agg(json_build_object('competency_id', c.id, 'title', c.title, 'type_id', c.type_id, 'type', ct.name,
          'weight', sc.weight, 'expected_level', sc.expected_level) order by sc.position), '[]')
        from survey_competencies sc join competencies c on c.id = sc.competency_id join competency_types ct on ct.id = c.type_id
        where sc.survey_id = ${surveyId}) as competencies,
      (select coalesce(json_agg(json_build_object('type_id', t.type_id, 'name', t.name, 'value', t.value) order by t.first), '[]') from (
        select c.type_id, ct.name, coalesce(tv.value, 50) as value, min(sc.position) as first
        from survey_competencies sc join competencies c on c.id = sc.competency_id join competency_types ct on ct.id = c.type_id
        left join survey_type_values tv on tv.survey_id = sc.survey_id and tv.type_id = c.type_id
        where sc.survey_id = ${surveyId} group by c.type_id, ct.name, tv.value) t) as types,
      -- A level counts where its rater's score does: a rater who did not observe a competency has no say on it. Only a
      -- level the rater chose is stored (none is "not given"); the anonymous raters' levels count only when at least the
      -- threshold of them gave one, so the mean never narrows to a few of them (the manager's stands named).
      (select coalesce(json_agg(x), '[]') from (
        select g.competency_id, max(g.level) filter (where g.grp = 'self') as self,
          avg(array_position(${LEVELS}, g.level)) filter (where g.grp = 'manager' or (g.grp <> 'self' and g.anonymous >= g.threshold))
            as others_mean
        from (
          select l.competency_id, l.level, v.grp, s.anonymity_threshold as threshold,
            count(*) filter (where v.grp <> all(${textArray(NAMED_RELATIONSHIPS)})) over (partition by l.competency_id) as anonymous
          from survey_levels l join counted_raters v on v.assignment_id = l.assignment_id and v.competency_id = l.competency_id
          join surveys s on s.company_id = ${companyId} and s.id = ${surveyId}) g
        group by g.competency_id) x) as levels,
      (select coalesce(json_agg(json_build_object('competency_id', m.competency_id, 'grp', v.grp, 'text', m.text)
          order by m.competency_id, md5(m.text)), '[]')
        from survey_comments m join visible_raters v on v.assignment_id = m.assignment_id
        where btrim(m.text) <> '') as comments,
      ${benchmarkRows(companyId, surveyId, rateeId)}`);
  return rowsOf<ReportRows>(result)[0]!;
}
