import { sql } from 'drizzle-orm';
import type { ReportPerson } from '../../schemas/feedback';
import type { ProficiencyLevel, Relationship, SurveyStatus } from '../../schemas/survey';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql';
import { surveyStatus } from '../db/repositories/survey-view';
import { personJoins, personJson } from './report-people';
import { scoreCtes } from './scoring-sql';

export interface ReportRows {
  survey: { id: number; title: string; start_date: string; end_date: string; status: SurveyStatus; anonymity_threshold: number } | null;
  ratee: (ReportPerson & { designation_id: number | null }) | null;
  released_at: string | Date | null;
  responses: { submitted: number; assigned: number };
  relationships: Array<{ relationship: Relationship; raters: number; grp: string | null }>;
  scores: Array<{ grp: string; competency_id: number | null; type_id: number | null; score: number }>;
  competencies: Array<{ competency_id: number; title: string; type_id: number; type: string; weight: number; expected_level: ProficiencyLevel }>;
  types: Array<{ type_id: number; name: string; value: number }>;
  levels: Array<{ competency_id: number; self: ProficiencyLevel | null; others_mean: number | null }>;
  comments: Array<{ competency_id: number; grp: string; text: string }>;
}

const LEVELS = sql`array['basic', 'intermediate', 'advance', 'expert']`;

/**
 * Everything one ratee's report needs in ONE statement: the survey, the person, the
 * visible groups, the scores (scoring-sql.ts), observed levels and comments, all read
 * through the same anonymity rules. The survey must be published and the person one of
 * its ratees; otherwise survey or ratee comes back null.
 */
export async function reportRows(db: Db, companyId: number, surveyId: number, rateeId: number, today: string): Promise<ReportRows> {
  const result = await db.execute(sql`${scoreCtes(companyId, surveyId, rateeId)}
    select
      (select json_build_object('id', s.id, 'title', s.title, 'start_date', s.start_date::text, 'end_date', s.end_date::text,
          'status', ${surveyStatus(today)}, 'anonymity_threshold', s.anonymity_threshold)
        from surveys s where s.company_id = ${companyId} and s.id = ${surveyId} and not s.is_draft) as survey,
      (select (${personJson}::jsonb || jsonb_build_object('designation_id', e.designation_id))::json
        from employees e ${personJoins}
        where e.company_id = ${companyId} and e.id = ${rateeId}
          and exists (select 1 from survey_assignments a where a.survey_id = ${surveyId} and a.ratee_id = e.id)) as ratee,
      (select r.released_at from report_releases r
        where r.company_id = ${companyId} and r.survey_id = ${surveyId} and r.ratee_id = ${rateeId}) as released_at,
      (select json_build_object('submitted', count(*) filter (where a.status = 'submitted'), 'assigned', count(*))
        from survey_assignments a where a.company_id = ${companyId} and a.survey_id = ${surveyId} and a.ratee_id = ${rateeId}) as responses,
      (select coalesce(json_agg(json_build_object('relationship', relationship, 'raters', raters, 'grp', grp)), '[]')
        from relationship_groups) as relationships,
      (select coalesce(json_agg(x), '[]') from (
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
      (select coalesce(json_agg(x), '[]') from (
        select l.competency_id, max(l.level) filter (where v.grp = 'self') as self,
          avg(array_position(${LEVELS}, l.level)) filter (where v.grp <> 'self') as others_mean
        from survey_levels l join visible_raters v on v.assignment_id = l.assignment_id
        group by l.competency_id) x) as levels,
      (select coalesce(json_agg(json_build_object('competency_id', m.competency_id, 'grp', v.grp, 'text', m.text)
          order by m.competency_id, md5(m.text)), '[]')
        from survey_comments m join visible_raters v on v.assignment_id = m.assignment_id
        where btrim(m.text) <> '') as comments`);
  return rowsOf<ReportRows>(result)[0]!;
}
