import type { CommentInsights, CommentInsightsInput, InsightTheme, Polarity, PolarityCounts } from '../../../../schemas/comment-insights';
import { competencyIndex, matchCompetencies, type CompetencyIndex } from './competency-match';
import { isEnglish, readText } from './read-text';
import { recurringPhrases } from './recurring-phrases';

/**
 * wink-nlp scores a text in [-1, 1] (the mean of its sentences); closer to 0 than this it is neutral, so one mild
 * word in a long comment does not make it a verdict. On the fixture any band from 0 to 0.2 scores alike.
 */
export const NEUTRAL_BAND = 0.15;

const polarity = (score: number): Polarity => (score >= NEUTRAL_BAND ? 'positive' : score <= -NEUTRAL_BAND ? 'negative' : 'neutral');

// The job calls once per ratee with the same survey's competencies: their index is read once (a third of the time).
const indexes = new Map<string, CompetencyIndex>();
const INDEXES_KEPT = 16;

function indexOf(competencies: CommentInsightsInput['competencies'], english: boolean): CompetencyIndex {
  const key = JSON.stringify([english, competencies]);
  let index = indexes.get(key);
  if (!index) {
    const read = (text: string) => readText(text, english).tokens;
    index = competencyIndex(
      competencies.map((c) => ({ id: c.id, title: read(c.title), body: read([c.description ?? '', ...(c.statements ?? [])].join('\n')) })),
    );
    if (indexes.size === INDEXES_KEPT) indexes.delete(indexes.keys().next().value!);
    indexes.set(key, index);
  }
  return index;
}

/**
 * Themes and tone of one group of comments (a ratee's, or a survey's): each comment matched to the survey's own
 * competencies by BM25, the rest grouped by recurring phrases; sentiment in English only. Pure and deterministic:
 * the same input gives the same output, and nothing leaves the process.
 */
export function analyseComments(input: CommentInsightsInput): CommentInsights {
  const english = isEnglish(input.language);
  const index = indexOf(input.competencies, english);
  const comments = input.comments.map((c) => {
    const { tokens, sentiment } = readText(c.text, english);
    return { id: c.id, tokens, sentiment: sentiment === null ? null : polarity(sentiment), themeKeys: [] as string[] };
  });
  const matched = comments.map((c, i) => matchCompetencies(index, c.tokens, input.comments[i]!.competencyId));

  const themes: InsightTheme[] = [];
  const addTheme = (key: string, label: string, competencyId: number | null, members: number[]) => {
    members.forEach((i) => comments[i]!.themeKeys.push(key));
    const counts: PolarityCounts = { positive: 0, neutral: 0, negative: 0 };
    members.forEach((i) => counts[comments[i]!.sentiment ?? 'neutral']++);
    themes.push({ key, label, competencyId, commentIds: members.map((i) => comments[i]!.id), sentiment: english ? counts : null });
  };
  for (const c of input.competencies) {
    const members = matched.flatMap((ids, i) => (ids.includes(c.id) ? [i] : []));
    if (members.length) addTheme(`competency:${c.id}`, c.title, c.id, members);
  }
  const rest = matched.flatMap((ids, i) => (ids.length ? [] : [i]));
  for (const p of recurringPhrases(
    rest.map((i) => comments[i]!.tokens),
    english,
  )) {
    addTheme(
      `phrase:${p.key.replaceAll(' ', '+')}`,
      p.label,
      null,
      p.members.map((m) => rest[m]!),
    );
  }
  return {
    analysed: { sentiment: english },
    themes,
    comments: comments.map(({ id, sentiment, themeKeys }) => ({ id, sentiment, themeKeys })),
  };
}
