import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { dayOf } from '../../survey/queries/survey-view';
import { expiredSurveys, removeAnswers, type ExpiredSurvey, type RemovedAnswers } from '../queries/retention';

/** The audit log's actor for what the retention job does: no person, the company's own rule. */
const RETENTION_ACTOR = (companyId: number) => ({ companyId, userId: null, actor: 'Answer retention', ip: '' });

/**
 * The daily job: for each survey past its company's retention, one transaction deletes its individual answers and
 * comments and logs the counts. Any number of processes may run it at once: each survey is done once, by one of
 * them. Answers the surveys this run did.
 */
export async function removeExpiredAnswers(db: Db, now: Date): Promise<Array<ExpiredSurvey & RemovedAnswers>> {
  const done: Array<ExpiredSurvey & RemovedAnswers> = [];
  for (const survey of await expiredSurveys(db, dayOf(now))) {
    const removed = await db.transaction(async (tx) => {
      const counts = await removeAnswers(tx, survey, now);
      if (!counts) return null;
      await recordAudit(tx, RETENTION_ACTOR(survey.companyId), {
        action: 'survey.answers.remove',
        entity: 'survey',
        entityId: survey.surveyId,
        surveyId: survey.surveyId,
        after: { answers: counts.answers, comments: counts.comments, retention_months: survey.months },
      });
      return counts;
    });
    if (removed) done.push({ ...survey, ...removed });
  }
  return done;
}
