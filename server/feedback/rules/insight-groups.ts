import type { CommentInsightsInput } from '../../../schemas/comment-insights';
import type { InsightComment } from '../../../schemas/comment-insights-answer';

/**
 * The one language the engine has a model for (docs/insights.md). A comment in another is kept and shown as written,
 * but read by no lexicon: an English one would give a German comment an English verdict.
 */
export const ANALYSED_LANGUAGE = 'en';

/** The comments the engine reads, and the others (a row stored without a language is English). */
export function byAnalysis(comments: InsightComment[]): { analysed: InsightComment[]; other: Array<InsightComment & { language: string }> } {
  const analysed: InsightComment[] = [];
  const other: Array<InsightComment & { language: string }> = [];
  for (const c of comments) {
    const language = c.language ?? ANALYSED_LANGUAGE;
    if (language === ANALYSED_LANGUAGE) analysed.push(c);
    else other.push({ ...c, language });
  }
  return { analysed, other };
}

/** One group the engine reads: a ratee's shown comments, or the survey's (ratee null), numbered from 1. */
export interface InsightGroup {
  rateeId: number | null;
  comments: InsightComment[];
}

type Shown = { competency_id: number; text: string; language: string };

const numbered = (comments: Shown[]): InsightComment[] =>
  comments.map((c, i) => ({ id: i + 1, competency_id: c.competency_id, text: c.text, language: c.language }));

/**
 * The groups to analyse from each ratee's shown comments: a ratee with fewer than the threshold of them has no
 * insights (a theme of one or two comments would all but quote a rater); the survey's group holds the comments of
 * the ratees that have insights, and needs the threshold too.
 */
export function insightGroups(shown: Map<number, Shown[]>, threshold: number): InsightGroup[] {
  const ratees = [...shown].filter(([, comments]) => comments.length >= threshold);
  const groups: InsightGroup[] = ratees.map(([rateeId, comments]) => ({ rateeId, comments: numbered(comments) }));
  const all = ratees.flatMap(([, comments]) => comments);
  if (all.length >= threshold) groups.push({ rateeId: null, comments: numbered(all) });
  return groups;
}

/** What the engine reads of a group: its comments in the analysed language only, under their group's numbers. */
export const engineInput = (group: InsightGroup, competencies: CommentInsightsInput['competencies']): CommentInsightsInput => ({
  language: ANALYSED_LANGUAGE,
  competencies,
  comments: byAnalysis(group.comments).analysed.map((c) => ({ id: c.id, text: c.text, competencyId: c.competency_id })),
});
