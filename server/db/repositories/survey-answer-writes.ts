import { and, eq, sql } from 'drizzle-orm';
import type { SurveyStatus } from '../../../schemas/survey';
import type { Db } from '../client';
import { surveyAnswers, surveyAssignments, surveyComments, surveyLevels } from '../schema';
import { rowsOf } from '../sql';
import type { AnswerPlan } from './survey-answer-checks';
import { surveyStatus } from './survey-view';

export interface LockedAssignment {
  id: number;
  status: 'pending' | 'draft' | 'submitted';
  submitKey: string | null;
  submittedAt: Date | null;
  survey: { isDraft: boolean; startDate: string; status: SurveyStatus };
}

/**
 * The caller's assignment, locked for this transaction; null when it is not theirs. The
 * survey row is locked first (FOR SHARE), in the order a survey's update and close take
 * their locks (survey, then its assignments), so neither can interleave with a save: a
 * submit never lands between the update's "nothing submitted" check and its change of
 * competencies, nor after a close it did not see. Raters of one survey share the lock.
 */
export async function lockAssignment(tx: Db, companyId: number, userId: number, id: number, today: string): Promise<LockedAssignment | null> {
  const found = rowsOf<{ is_draft: boolean; start_date: string; status: SurveyStatus }>(await tx.execute(sql`
    select s.is_draft, s.start_date::text as start_date, ${surveyStatus(today)} as status
    from surveys s
    where s.company_id = ${companyId} and s.id = (
      select a.survey_id from survey_assignments a join employees e on e.company_id = a.company_id and e.id = a.rater_id
      where a.company_id = ${companyId} and a.id = ${id} and e.user_id = ${userId})
    for share of s`))[0];
  if (!found) return null;
  const [row] = await tx.select({
    id: surveyAssignments.id, status: surveyAssignments.status,
    submitKey: surveyAssignments.submitKey, submittedAt: surveyAssignments.submittedAt,
  }).from(surveyAssignments).where(and(eq(surveyAssignments.companyId, companyId), eq(surveyAssignments.id, id))).for('update');
  if (!row) return null;
  return { ...row, survey: { isDraft: found.is_draft, startDate: found.start_date, status: found.status } };
}

/** Replaces what the assignment holds with the plan, and records the save (draft) or the submission. */
export async function writeAnswers(
  tx: Db, companyId: number, assignmentId: number, plan: AnswerPlan, status: 'draft' | 'submitted', submitKey: string | undefined, now: Date,
): Promise<void> {
  const mine = <T extends typeof surveyAnswers | typeof surveyLevels | typeof surveyComments>(table: T) =>
    and(eq(table.companyId, companyId), eq(table.assignmentId, assignmentId));
  await tx.delete(surveyAnswers).where(mine(surveyAnswers));
  await tx.delete(surveyLevels).where(mine(surveyLevels));
  await tx.delete(surveyComments).where(mine(surveyComments));
  const row = { companyId, assignmentId };
  if (plan.answers.length) await tx.insert(surveyAnswers).values(plan.answers.map((a) => ({ ...row, statementId: a.statement, value: a.value })));
  if (plan.levels.length) await tx.insert(surveyLevels).values(plan.levels.map((l) => ({ ...row, competencyId: l.competency, level: l.level })));
  if (plan.comments.length) await tx.insert(surveyComments).values(plan.comments.map((c) => ({ ...row, competencyId: c.competency, text: c.text })));
  await tx.update(surveyAssignments).set({
    status,
    ...(status === 'draft' ? { draftSavedAt: now } : { submittedAt: now }),
    ...(submitKey !== undefined && { submitKey }),
  }).where(and(eq(surveyAssignments.companyId, companyId), eq(surveyAssignments.id, assignmentId)));
}
