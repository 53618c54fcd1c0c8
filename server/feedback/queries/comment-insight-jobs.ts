import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { rowsOf, timestampParam } from '../../db/sql';

/** A survey whose insights one process has claimed until `claimed_until`. */
export interface ClaimedInsightJob {
  survey_id: number;
  company_id: number;
  attempts: number;
}

/** Tries a job gets: one that fails this often waits for someone to look (its error is kept). */
export const MAX_INSIGHT_ATTEMPTS = 5;

/** Queues a survey's insights (in the transaction that opens its results); a survey is queued once. */
export const queueInsights = (companyId: number, surveyId: number, now: Date): SQL =>
  sql`insert into comment_insight_jobs (survey_id, company_id, due_at) values (${surveyId}, ${companyId}, ${timestampParam(now)})
    on conflict (survey_id) do nothing`;

/** Claims the oldest due survey for a lease; another process skips the row it holds (as the outbox does). */
export async function claimInsightJob(db: Db, now: Date, leaseEnds: Date): Promise<ClaimedInsightJob | null> {
  const at = timestampParam(now);
  const result = await db.execute(sql`
    with due as (
      select survey_id from comment_insight_jobs
      where done_at is null and attempts < ${MAX_INSIGHT_ATTEMPTS} and (claimed_until is null or claimed_until <= ${at})
      order by due_at, survey_id
      limit 1
      for update skip locked)
    update comment_insight_jobs j set claimed_until = ${timestampParam(leaseEnds)}, attempts = j.attempts + 1
    from due where j.survey_id = due.survey_id
    returning j.survey_id, j.company_id, j.attempts`);
  return rowsOf<ClaimedInsightJob>(result)[0] ?? null;
}

export const markInsightJobDone = (surveyId: number, now: Date): SQL =>
  sql`update comment_insight_jobs set done_at = ${timestampParam(now)}, claimed_until = null, error = null where survey_id = ${surveyId}`;

/** A failed try: due again after `retryAt` (a later look), with its error kept. */
export async function markInsightJobFailed(db: Db, surveyId: number, error: string, retryAt: Date): Promise<void> {
  await db.execute(sql`update comment_insight_jobs set claimed_until = ${timestampParam(retryAt)}, error = ${error} where survey_id = ${surveyId}`);
}

/** When the survey's insights were stored, or null while they are due (or the survey was never queued). */
export async function insightsDoneAt(db: Db, companyId: number, surveyId: number): Promise<Date | string | null> {
  const result = await db.execute(sql`select done_at from comment_insight_jobs where company_id = ${companyId} and survey_id = ${surveyId}`);
  return rowsOf<{ done_at: Date | string | null }>(result)[0]?.done_at ?? null;
}
