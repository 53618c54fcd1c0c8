import { sql } from 'drizzle-orm';
import type { SurveyStatus } from '../../../../schemas/survey';
import type { AnswerSheet } from '../../../../schemas/survey-answer';
import type { Db } from '../../client';
import { executeNamed } from '../../prepared';
import { intArray, rowsOf, textArray, timestampParam } from '../../sql';
import type { AnswerPlan, SavedKeys } from '../../../domain/survey/survey-answer-checks';
import { ratersAssignment, statementName, type RaterKey } from './rater-key';
import { surveyCompetenciesJson } from './survey-answer-sheet';
import { surveyStatus } from './survey-view';

export interface LockedAssignment {
  id: number;
  status: 'pending' | 'draft' | 'submitted';
  submitKey: string | null;
  submittedAt: Date | null;
  survey: { isDraft: boolean; startDate: string; status: SurveyStatus };
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
  const found = rowsOf<{ id: number; is_draft: boolean; start_date: string; status: SurveyStatus }>(await executeNamed(tx, name, sql`
    select s.id, s.is_draft, s.start_date::text as start_date, ${surveyStatus(today)} as status
    from surveys s
    where s.company_id = ${companyId} and s.id = (
      select a.survey_id from survey_assignments a
      where a.company_id = ${companyId} and a.id = ${id} and ${ratersAssignment(rater)})
    for share of s`))[0];
  if (!found) return null;
  const [row] = rowsOf<Omit<LockedAssignment, 'survey'>>(await executeNamed(tx, 'survey_answer_lock_assignment', sql`
    select a.id, a.status, a.submit_key as "submitKey", a.submitted_at as "submittedAt",
      ${surveyCompetenciesJson(companyId, sql`${found.id}`)} as competencies
    from survey_assignments a where a.company_id = ${companyId} and a.id = ${id}
    for update of a`));
  if (!row) return null;
  const submittedAt = row.submittedAt === null ? null : new Date(row.submittedAt);
  return { ...row, submittedAt, survey: { isDraft: found.is_draft, startDate: found.start_date, status: found.status } };
}

/** What the assignment holds before a submit: the statements answered and the competencies with a level. */
export async function savedKeys(tx: Db, companyId: number, assignmentId: number): Promise<SavedKeys> {
  const [row] = rowsOf<SavedKeys>(await executeNamed(tx, 'survey_answer_saved_keys', sql`
    select
      array(select statement_id from survey_answers where company_id = ${companyId} and assignment_id = ${assignmentId}) as answered,
      array(select competency_id from survey_levels where company_id = ${companyId} and assignment_id = ${assignmentId}) as leveled`));
  return row!;
}

/**
 * Writes what the plan changes and records the save (draft) or the submission, in ONE
 * statement: the rows sent are upserted (only written when their value changed), the rows
 * cleared are deleted, every other row stays. A submit also drops the rows of statements
 * and competencies the survey no longer asks (a draft may hold some from before a change
 * of the survey), so the scores computed at submit (migration 0016) see only the survey's.
 * The row sets of the sub-statements never overlap, so their order does not matter.
 */
export async function writeAnswers(
  tx: Db, companyId: number, locked: LockedAssignment, plan: AnswerPlan, status: 'draft' | 'submitted', submitKey: string | undefined, now: Date,
): Promise<void> {
  const mine = sql`company_id = ${companyId} and assignment_id = ${locked.id}`;
  const submit = sql`${status === 'submitted'}::boolean`;
  const askedStatements = intArray(locked.competencies.flatMap((c) => c.statements.map((st) => st.id)));
  const askedCompetencies = intArray(locked.competencies.map((c) => c.id));
  await executeNamed(tx, 'survey_answer_write_changes', sql`
    with
    answers_in as (select * from unnest(${intArray(plan.answers.map((a) => a.statement))}, ${intArray(plan.answers.map((a) => a.value))}) as t(id, value)),
    levels_in as (select * from unnest(${intArray(plan.levels.map((l) => l.competency))}, ${textArray(plan.levels.map((l) => l.level))}) as t(id, level)),
    comments_in as (select * from unnest(${intArray(plan.comments.map((c) => c.competency))}, ${textArray(plan.comments.map((c) => c.text))}) as t(id, text)),
    answers_cleared as (delete from survey_answers where ${mine}
      and (statement_id = any(${intArray(plan.cleared.answers)}) or (${submit} and statement_id <> all(${askedStatements})))),
    answers_set as (
      insert into survey_answers (assignment_id, company_id, statement_id, value) select ${locked.id}, ${companyId}, id, value from answers_in
      on conflict (assignment_id, statement_id) do update set value = excluded.value where survey_answers.value is distinct from excluded.value),
    levels_cleared as (delete from survey_levels where ${mine}
      and (competency_id = any(${intArray(plan.cleared.levels)}) or (${submit} and competency_id <> all(${askedCompetencies})))),
    levels_set as (
      insert into survey_levels (assignment_id, company_id, competency_id, level) select ${locked.id}, ${companyId}, id, level from levels_in
      on conflict (assignment_id, competency_id) do update set level = excluded.level where survey_levels.level <> excluded.level),
    comments_cleared as (delete from survey_comments where ${mine}
      and (competency_id = any(${intArray(plan.cleared.comments)}) or (${submit} and competency_id <> all(${askedCompetencies})))),
    comments_set as (
      insert into survey_comments (assignment_id, company_id, competency_id, text) select ${locked.id}, ${companyId}, id, text from comments_in
      on conflict (assignment_id, competency_id) do update set text = excluded.text where survey_comments.text <> excluded.text)
    update survey_assignments set status = ${status}::text,
      draft_saved_at = case when ${status}::text = 'draft' then ${timestampParam(now)} else draft_saved_at end,
      submitted_at = case when ${status}::text = 'submitted' then ${timestampParam(now)} else submitted_at end,
      submit_key = coalesce(${submitKey ?? null}::text, submit_key)
    where company_id = ${companyId} and id = ${locked.id}`);
}
