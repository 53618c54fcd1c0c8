import type { CommentInsights } from '../../../schemas/comment-insights';
import type { LabelledComment } from './comments.fixtures';

/**
 * What the engine must keep reaching on the fixture (asserted by the unit test, budgets of the bench). Achieved when
 * written: precision 0.83, recall 0.83, polarity 0.60 — wink-nlp's lexicon misses much workplace wording
 * ("a nightmare", "bugs that break the build"), so polarity sits well under the hoped-for 0.75.
 */
export const FLOORS = { precision: 0.8, recall: 0.78, polarity: 0.55 };

export interface FixtureScore {
  /** Of the (comment, competency) pairs the engine made, the share a reader made too. */
  precision: number;
  /** Of the (comment, competency) pairs a reader made, the share the engine found. */
  recall: number;
  /** Comments whose polarity is the reader's. */
  polarity: number;
}

/** The insights of the fixture scored against its labels (used by the unit test and `npm run bench -- insights`). */
export function scoreFixture(insights: CommentInsights, labelled: LabelledComment[]): FixtureScore {
  const competencyOf = new Map(insights.themes.map((t) => [t.key, t.competencyId]));
  let made = 0;
  let right = 0;
  let expected = 0;
  let agreed = 0;
  for (const c of insights.comments) {
    const label = labelled.find((l) => l.id === c.id)!;
    const found = c.themeKeys.map((k) => competencyOf.get(k)).filter((id): id is number => id != null);
    made += found.length;
    right += found.filter((id) => label.expected.includes(id)).length;
    expected += label.expected.length;
    if (c.sentiment === label.polarity) agreed++;
  }
  return {
    precision: made ? right / made : 1,
    recall: expected ? right / expected : 1,
    polarity: insights.comments.length ? agreed / insights.comments.length : 1,
  };
}
