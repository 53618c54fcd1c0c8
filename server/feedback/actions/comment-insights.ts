import type { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import type { Db } from '../../db/db-type';
import { isoTime, isRowId } from '../../db/sql';
import { conflicting, done, missing, type Outcome } from '../../http/outcome';
import { insightsDoneAt } from '../queries/comment-insight-jobs';
import { isRateeOf, rateeInsights } from '../queries/comment-insights-store';
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
