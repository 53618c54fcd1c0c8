import type { CommentInsights } from '../../../schemas/comment-insights';
import type { CommentInsightsAnswer, InsightComment } from '../../../schemas/comment-insights-answer';

const NONE = { computed_at: null, language: null, analysed: null, themes: [] };

export const pendingInsights = (): CommentInsightsAnswer => ({ state: 'pending', ...NONE });

/** Computed, but the ratee had fewer shown comments than the threshold: no themes. */
export const tooFewInsights = (computedAt: string): CommentInsightsAnswer => ({ state: 'too_few', ...NONE, computed_at: computedAt });

/** The stored insights as HR reads them: each theme with its count, tone and the comments behind it. */
export function insightsAnswer(stored: { language: string; computedAt: string; comments: InsightComment[]; insights: CommentInsights }): CommentInsightsAnswer {
  const text = new Map(stored.comments.map((c) => [c.id, c.text]));
  const tone = new Map(stored.insights.comments.map((c) => [c.id, c.sentiment]));
  return {
    state: 'ready',
    computed_at: stored.computedAt,
    language: stored.language,
    analysed: stored.insights.analysed,
    themes: stored.insights.themes.map((t) => ({
      key: t.key,
      label: t.label,
      competency_id: t.competencyId,
      count: t.commentIds.length,
      sentiment: t.sentiment,
      comments: t.commentIds.filter((id) => text.has(id)).map((id) => ({ id, text: text.get(id)!, sentiment: tone.get(id) ?? null })),
    })),
  };
}
