import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import type { SurveyStatus } from '../../../schemas/survey';
import type { AnswerSheet } from '../../../schemas/survey-answer';
import type { Db } from '../../db/db-type';
import { executeNamed } from '../../db/prepared';
import { askedIn } from './asked-statements';
import { ratersAssignment, statementName, type RaterKey } from './rater-key';
import { raterSurveysQuery } from './rater-surveys';
import { dayOf, surveyStatus } from './survey-view';
import { rowsOf } from '../../db/sql';
import type { AssignmentState, SavedKeys } from '../rules/answer-checks';

/*
 * One assignment as its rater sees it: read for the sheet, or locked by a save that checks and
 * writes it (answer-writes.ts). Every read reaches only the rater's own assignments.
 */

/** A translated field of `row`'s translations in `language`, else its own text (schemas/content-translations.ts). */
const inLanguage = (row: string, source: string, field: string, language: Language | undefined): SQL =>
  language === undefined
    ? sql.raw(`${row}.${source}`)
    : sql`coalesce(nullif(${sql.raw(row)}.translations -> ${language}::text ->> ${field}::text, ''), ${sql.raw(`${row}.${source}`)})`;

/**
 * The survey's competencies in the order chosen, each with its statements by id, as the
 * sheet shows them and the answer checks need them. `surveyId` is an SQL expression; with a
 * `language`, the texts are read in it where translated (answers are kept by statement id,
 * whatever language they were given in).
 */
export const surveyCompetenciesJson = (companyId: number, surveyId: SQL, language?: Language): SQL => sql`(
  select coalesce(json_agg(json_build_object('id', c.id, 'type', ${inLanguage('ct', 'name', 'name', language)},
      'title', ${inLanguage('c', 'title', 'title', language)}, 'defination', ${inLanguage('c', 'definition', 'defination', language)},
      'statements', (select coalesce(json_agg(json_build_object('id', st.id, 'statement', ${inLanguage('st', 'statement', 'statement', language)})
          order by st.id), '[]'::json)
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
export async function readSheet(
  db: Db,
  companyId: number,
  rater: RaterKey,
  assignmentId: number,
  today: string,
  language: Language,
): Promise<AnswerSheet | null> {
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
      ${surveyCompetenciesJson(companyId, sql`a.survey_id`, language)} as competencies,
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

export interface LockedAssignment extends AssignmentState {
  id: number;
  /** The survey's competencies and statements as they are now (they cannot change while the lock is held). */
  competencies: AnswerSheet['competencies'];
}

/**
 * The rater's assignment, locked for this transaction; null when it is not theirs. The
 * survey row is locked first (FOR SHARE), in the order a survey's update and close take
 * their locks (survey, then its assignments), so neither can interleave with a save: a
 * submit never lands between the update's "nothing submitted" check and its change of
 * competencies, nor after a close it did not see. Raters of one survey share the lock.
 * The survey's competencies are read with the assignment, by the statement that starts
 * after the survey lock is held, so they are the ones the save will be checked against.
 */
export async function lockAssignment(tx: Db, companyId: number, rater: RaterKey, id: number, today: string): Promise<LockedAssignment | null> {
  const name = statementName('survey_answer_lock_survey', rater);
  const found = rowsOf<{ id: number; is_draft: boolean; start_date: string; status: SurveyStatus }>(
    await executeNamed(
      tx,
      name,
      sql`
    select s.id, s.is_draft, s.start_date::text as start_date, ${surveyStatus(today)} as status
    from surveys s
    where s.company_id = ${companyId} and s.id = (
      select a.survey_id from survey_assignments a
      where a.company_id = ${companyId} and a.id = ${id} and ${ratersAssignment(rater)})
    for share of s`,
    ),
  )[0];
  if (!found) return null;
  const [row] = rowsOf<Omit<LockedAssignment, 'survey' | 'submittedOn'> & { submittedAt: string | Date | null }>(
    await executeNamed(
      tx,
      'survey_answer_lock_assignment',
      sql`
    select a.id, a.status, a.submit_key as "submitKey", a.submitted_at as "submittedAt",
      ${surveyCompetenciesJson(companyId, sql`${found.id}`)} as competencies
    from survey_assignments a where a.company_id = ${companyId} and a.id = ${id}
    for update of a`,
    ),
  );
  if (!row) return null;
  const { submittedAt, ...locked } = row;
  const submittedOn = submittedAt === null ? null : dayOf(new Date(submittedAt));
  return { ...locked, submittedOn, survey: { isDraft: found.is_draft, startDate: found.start_date, status: found.status } };
}

/** What the assignment holds before a submit: the statements answered and the competencies with a level. */
export async function savedKeys(tx: Db, companyId: number, assignmentId: number): Promise<SavedKeys> {
  const [row] = rowsOf<SavedKeys>(
    await executeNamed(
      tx,
      'survey_answer_saved_keys',
      sql`
    select
      array(select statement_id from survey_answers where company_id = ${companyId} and assignment_id = ${assignmentId}) as answered,
      array(select competency_id from survey_levels where company_id = ${companyId} and assignment_id = ${assignmentId}) as leveled`,
    ),
  );
  return row!;
}
