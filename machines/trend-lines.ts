import type { Trend, TrendCompetency } from '../schemas/feedback-trends';

/** How many lines a chart draws before anyone picks: more overlap into a tangle. */
export const DEFAULT_LINES = 3;

/** One survey series of a trend: its surveys (indexes into `trend.surveys`, oldest first), named by its latest. */
export interface TrendSeries {
  id: number;
  title: string;
  indexes: number[];
  lastClosed: string;
}

/** The trend's survey series, the one that closed last first. */
export function seriesOf(trend: Trend): TrendSeries[] {
  const byId = new Map<number, TrendSeries>();
  trend.surveys.forEach((s, i) => {
    const found = byId.get(s.series);
    if (found) Object.assign(found, { title: s.title, lastClosed: s.closed_on, indexes: [...found.indexes, i] });
    else byId.set(s.series, { id: s.series, title: s.title, indexes: [i], lastClosed: s.closed_on });
  });
  return [...byId.values()].sort((a, b) => b.lastClosed.localeCompare(a.lastClosed) || b.id - a.id);
}

/** The competencies with a figure in at least two of the given surveys: one point is not a trend. */
export function competenciesIn(trend: Trend, indexes: number[]): TrendCompetency[] {
  return trend.competencies.filter((c) => indexes.filter((i) => c.percents[i] !== null && c.percents[i] !== undefined).length >= 2);
}

/** How far a competency moved between its first and last figure among the given surveys. */
function movement(c: TrendCompetency, indexes: number[]): number {
  const figures = indexes.map((i) => c.percents[i]).filter((p): p is number => typeof p === 'number');
  return figures.length < 2 ? 0 : Math.abs(figures[figures.length - 1]! - figures[0]!);
}

/** The competencies shown before anyone picks: the ones that moved most (ties by title). */
export function defaultCompetencies(trend: Trend, indexes: number[]): number[] {
  return competenciesIn(trend, indexes)
    .map((c) => ({ id: c.competency_id, title: c.title, moved: movement(c, indexes) }))
    .sort((a, b) => b.moved - a.moved || a.title.localeCompare(b.title))
    .slice(0, DEFAULT_LINES)
    .map((c) => c.id);
}

/** The surveys a competency chart spans: the focused series' (the company trend), or all of a person's. */
export function indexesOf(trend: Trend, focus: number | null): number[] {
  if (focus === null) return trend.surveys.map((_, i) => i);
  return seriesOf(trend).find((s) => s.id === focus)?.indexes ?? [];
}

/** Adds `id` when absent, removes it when present. */
export const toggled = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
