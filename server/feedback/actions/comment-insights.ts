import type { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import type { Db } from '../../db/db-type';
import { isoTime, isRowId } from '../../db/sql';
import { conflicting, done, missing, type Outcome } from '../../http/outcome';
import { insightsDoneAt } from '../queries/comment-insight-jobs';
import { isRateeOf, rateeInsights, surveyInsights } from '../queries/comment-insights-store';
import { insightsAnswer, pendingInsights, tooFewInsights } from '../rules/insights-answer';
import { pendingDetail } from '../rules/pending';
import { openResults } from './results';

/**
 * One ratee's comment insights for HR: gated like the report (closed surveys only; the first read opens the results
 * and queues the insights), then read as the background job stored them.
 */
export async function readCommentInsights(db: Db, companyId: number, surveyId: number, rateeId: number, now: Date): Promise<Outcome<CommentInsightsAnswer>> {
  if (!isRowId(rateeId)) return missing();
  const gate = await openResults(db, companyId, surveyId, now);
  if (!gate) return missing();
  if (gate.state === 'pending') return conflicting(pendingDetail(gate));
  if (!(await isRateeOf(db, companyId, surveyId, rateeId))) return missing();
  const doneAt = await insightsDoneAt(db, companyId, surveyId);
  if (doneAt === null) return done(pendingInsights());
  const stored = await rateeInsights(db, companyId, surveyId, rateeId);
  if (!stored?.insights) return done(tooFewInsights(isoTime(doneAt)));
  return done(insightsAnswer({ ...stored, insights: stored.insights, computedAt: isoTime(stored.computedAt) }));
}

/** The same answer for HR's PDF, read after the report itself passed the gate: null when there is none to print. */
export async function insightsForExport(db: Db, companyId: number, surveyId: number, rateeId: number, now: Date): Promise<CommentInsightsAnswer | null> {
  const outcome = await readCommentInsights(db, companyId, surveyId, rateeId, now);
  return outcome.ok ? outcome.value : null;
}

/**
 * The survey-wide comment insights for HR's analytics (the stored group with ratee null), gated like the report: a
 * draft or another company's survey 404, an open one 409; the first read opens the results and queues the job.
 */
export async function readSurveyCommentInsights(db: Db, companyId: number, surveyId: number, now: Date): Promise<Outcome<CommentInsightsAnswer>> {
  const gate = await openResults(db, companyId, surveyId, now);
  if (!gate) return missing();
  if (gate.state === 'pending') return conflicting(pendingDetail(gate));
  const doneAt = await insightsDoneAt(db, companyId, surveyId);
  if (doneAt === null) return done(pendingInsights());
  const stored = await surveyInsights(db, companyId, surveyId);
  if (!stored?.insights) return done(tooFewInsights(isoTime(doneAt)));
  return done(insightsAnswer({ ...stored, insights: stored.insights, computedAt: isoTime(stored.computedAt) }));
}
