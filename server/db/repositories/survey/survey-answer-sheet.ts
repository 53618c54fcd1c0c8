import { sql, type SQL } from 'drizzle-orm';
import type { AnswerSheet } from '../../../../schemas/survey-answer';
import type { Db } from '../../client';
import { executeNamed } from '../../prepared';
import { rowsOf } from '../../sql';
import { statementName, type RaterKey } from './rater-key';
import { askedIn } from './asked-statements';
import { raterSurveysQuery } from './rater-surveys';

/**
 * The survey's competencies in the order chosen, each with its statements by id, as the
 * sheet shows them and the answer checks need them. `surveyId` is an SQL expression.
 */
export const surveyCompetenciesJson = (companyId: number, surveyId: SQL): SQL => sql`(
  select coalesce(json_agg(json_build_object('id', c.id, 'type', ct.name, 'title', c.title, 'defination', c.definition,
      'statements', (select coalesce(json_agg(json_build_object('id', st.id, 'statement', st.statement) order by st.id), '[]'::json)
        from competency_statements st where st.company_id = c.company_id and st.competency_id = c.id and ${askedIn(surveyId)}))
      order by sc.position, c.id), '[]'::json)
  from survey_competencies sc
  join competencies c on c.company_id = ${companyId} and c.id = sc.competency_id
  join competency_types ct on ct.company_id = c.company_id and ct.id = c.type_id
  where sc.survey_id = ${surveyId})`;

/**
 * One assignment as its rater sees it (AnswerSheet), or null when it is not the rater's
 * (another person's or another company's: the same null). `rater` is the caller.
 *
 * ONE statement: the assignment as the rater's survey lists show it, the survey's
 * competencies and what the assignment holds. Saved rows are kept to the survey's current
 * competencies: a competency taken out of the survey while a draft was open vanishes from
 * the sheet (and from the draft at its next save).
 */
export async function readSheet(db: Db, companyId: number, rater: RaterKey, assignmentId: number, today: string): Promise<AnswerSheet | null> {
  const listed = raterSurveysQuery(companyId, rater, today, sql`a.id = ${assignmentId}`, sql`s.id`);
  const name = statementName('survey_answer_sheet', rater);
  const [found] = rowsOf<AnswerSheet & { assignments: AnswerSheet['assignment'][] }>(
    await executeNamed(
      db,
      name,
      sql`
    with listed as (${listed}),
    a as (select id, survey_id, submit_key from survey_assignments where company_id = ${companyId} and id = ${assignmentId}),
    asked as (select sc.competency_id, sc.position from survey_competencies sc join a on sc.survey_id = a.survey_id)
    select
      listed.survey, listed.assignments,
      ${surveyCompetenciesJson(companyId, sql`a.survey_id`)} as competencies,
      (select coalesce(json_agg(json_build_object('statement', sa.statement_id, 'value', sa.value) order by sa.statement_id), '[]'::json)
        from survey_answers sa
        join competency_statements st on st.company_id = sa.company_id and st.id = sa.statement_id
        join asked q on q.competency_id = st.competency_id
        where sa.assignment_id = ${assignmentId}) as answers,
      (select coalesce(json_agg(json_build_object('competency', l.competency_id, 'level', l.level) order by q.position), '[]'::json)
        from survey_levels l join asked q on q.competency_id = l.competency_id
        where l.assignment_id = ${assignmentId}) as levels,
      (select coalesce(json_agg(json_build_object('competency', k.competency_id, 'text', k.text) order by q.position), '[]'::json)
        from survey_comments k join asked q on q.competency_id = k.competency_id
        where k.assignment_id = ${assignmentId}) as comments,
      a.submit_key
    from listed cross join a`,
    ),
  );
  if (!found) return null;
  const { assignments, ...sheet } = found;
  return { ...sheet, assignment: assignments[0]! };
}
