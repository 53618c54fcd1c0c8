import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CommentInsights } from '../../../schemas/comment-insights';
import type { InsightComment } from '../../../schemas/comment-insights-answer';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { commentInsights } from '../../db/schema';

/** One stored group of insights: a ratee's, or the survey's (ratee null). */
export interface StoredInsights {
  rateeId: number | null;
  language: string;
  computedAt: Date;
  comments: InsightComment[];
  insights: CommentInsights | null;
}

/** Replaces a survey's insights with these (a retried job leaves no row of an earlier try behind). */
export async function replaceSurveyInsights(db: Db, companyId: number, surveyId: number, rows: StoredInsights[]): Promise<void> {
  await db.delete(commentInsights).where(and(eq(commentInsights.companyId, companyId), eq(commentInsights.surveyId, surveyId)));
  if (rows.length) await db.insert(commentInsights).values(rows.map((r) => ({ ...r, companyId, surveyId })));
}

const stored = {
  rateeId: commentInsights.rateeId,
  language: commentInsights.language,
  computedAt: commentInsights.computedAt,
  comments: commentInsights.comments,
  insights: commentInsights.insights,
};

/** The survey-wide group (ratee null): the comments of every ratee that had enough of them. */
export async function surveyInsights(db: Db, companyId: number, surveyId: number): Promise<StoredInsights | null> {
  const [row] = await db
    .select(stored)
    .from(commentInsights)
    .where(and(eq(commentInsights.companyId, companyId), eq(commentInsights.surveyId, surveyId), isNull(commentInsights.rateeId)))
    .limit(1);
  return row ?? null;
}

export async function rateeInsights(db: Db, companyId: number, surveyId: number, rateeId: number): Promise<StoredInsights | null> {
  const [row] = await db
    .select(stored)
    .from(commentInsights)
    .where(and(eq(commentInsights.companyId, companyId), eq(commentInsights.surveyId, surveyId), eq(commentInsights.rateeId, rateeId)))
    .limit(1);
  return row ?? null;
}

/** Whether the person is one of the survey's ratees (the report's own 404). */
export async function isRateeOf(db: Db, companyId: number, surveyId: number, rateeId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = ${rateeId} limit 1`,
  );
  return rowsOf(result).length > 0;
}
