import type { CommentInsightsInput } from '../../../schemas/comment-insights';
import type { InsightComment } from '../../../schemas/comment-insights-answer';

/**
 * The product has no per-survey language yet and its forms are English: every survey's comments are read as
 * English. The stored rows keep the language, so a survey in another one later says it was not analysed.
 */
export const COMMENT_LANGUAGE = 'en';

/** One group the engine reads: a ratee's shown comments, or the survey's (ratee null), numbered from 1. */
export interface InsightGroup {
  rateeId: number | null;
  comments: InsightComment[];
}

const numbered = (comments: Array<{ competency_id: number; text: string }>): InsightComment[] =>
  comments.map((c, i) => ({ id: i + 1, competency_id: c.competency_id, text: c.text }));

/**
 * The groups to analyse from each ratee's shown comments: a ratee with fewer than the threshold of them has no
 * insights (a theme of one or two comments would all but quote a rater); the survey's group holds the comments of
 * the ratees that have insights, and needs the threshold too.
 */
export function insightGroups(shown: Map<number, Array<{ competency_id: number; text: string }>>, threshold: number): InsightGroup[] {
  const ratees = [...shown].filter(([, comments]) => comments.length >= threshold);
  const groups: InsightGroup[] = ratees.map(([rateeId, comments]) => ({ rateeId, comments: numbered(comments) }));
  const all = ratees.flatMap(([, comments]) => comments);
  if (all.length >= threshold) groups.push({ rateeId: null, comments: numbered(all) });
  return groups;
}

export const engineInput = (group: InsightGroup, competencies: CommentInsightsInput['competencies'], language: string): CommentInsightsInput => ({
  language,
  competencies,
  comments: group.comments.map((c) => ({ id: c.id, text: c.text, competencyId: c.competency_id })),
});
