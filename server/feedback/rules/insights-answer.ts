import type { CommentInsights } from '../../../schemas/comment-insights';
import type { CommentInsightsAnswer, InsightComment } from '../../../schemas/comment-insights-answer';
import { ANALYSED_LANGUAGE, byAnalysis } from './insight-groups';

const NONE = { computed_at: null, language: null, analysed: null, themes: [], languages: null, not_analysed: [] };

export const pendingInsights = (): CommentInsightsAnswer => ({ state: 'pending', ...NONE });

/** Computed, but the ratee had fewer shown comments than the threshold: no themes. */
export const tooFewInsights = (computedAt: string): CommentInsightsAnswer => ({ state: 'too_few', ...NONE, computed_at: computedAt });

/**
 * The stored insights as HR reads them: each theme with its count, tone and the comments behind it; then the
 * languages read and, as written, the comments in a language the engine does not read.
 */
export function insightsAnswer(stored: { language: string; computedAt: string; comments: InsightComment[]; insights: CommentInsights }): CommentInsightsAnswer {
  const text = new Map(stored.comments.map((c) => [c.id, c.text]));
  const tone = new Map(stored.insights.comments.map((c) => [c.id, c.sentiment]));
  const { analysed, other } = byAnalysis(stored.comments);
  const counts = new Map<string, number>();
  for (const c of other) counts.set(c.language, (counts.get(c.language) ?? 0) + 1);
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
    languages: {
      analysed: analysed.length ? [ANALYSED_LANGUAGE] : [],
      not_analysed: [...counts].map(([language, count]) => ({ language, count })),
    },
    not_analysed: other.map((c) => ({ id: c.id, competency_id: c.competency_id, language: c.language, text: c.text })),
  };
}
