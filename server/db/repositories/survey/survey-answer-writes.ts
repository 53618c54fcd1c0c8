import { sql } from 'drizzle-orm';
import type { SurveyStatus } from '../../../../schemas/survey';
import type { AnswerSheet } from '../../../../schemas/survey-answer';
import type { Db } from '../../client';
import { executeNamed } from '../../prepared';
import { rowsOf } from '../../sql';
import type { AnswerPlan, SavedKeys } from '../../../domain/survey/survey-answer-checks';
import { ratersAssignment, statementName, type RaterKey } from './rater-key';
import { changesStatement } from './survey-answer-changes';
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
  const [row] = rowsOf<Omit<LockedAssignment, 'survey'>>(
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
  const submittedAt = row.submittedAt === null ? null : new Date(row.submittedAt);
  return { ...row, submittedAt, survey: { isDraft: found.is_draft, startDate: found.start_date, status: found.status } };
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

const p = sql.placeholder;

const writeLocked = changesStatement(
  'survey_answer_write_changes',
  sql`
  select ${p('assignment')}::int as id, ${p('company')}::int as company_id, ${p('saved_at')}::timestamptz as saved_at, ${p('submit_key')}::text as submit_key`,
);

/** Writes what the plan changes to the assignment locked by this transaction (lockAssignment). */
export async function writeAnswers(
  tx: Db,
  companyId: number,
  locked: LockedAssignment,
  plan: AnswerPlan,
  status: 'draft' | 'submitted',
  submitKey: string | undefined,
  now: Date,
): Promise<void> {
  await writeLocked(tx, [{ assignment: locked.id, plan, savedAt: now, submitKey }], status, {
    assignment: locked.id,
    company: companyId,
    saved_at: now.toISOString(),
    submit_key: submitKey ?? null,
    asked_statements: locked.competencies.flatMap((c) => c.statements.map((st) => st.id)),
    asked_competencies: locked.competencies.map((c) => c.id),
  });
}
