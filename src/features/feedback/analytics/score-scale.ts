import { decimal } from '../../../i18n/format';

/** Scores are 0–4 with two decimals (schemas/feedback.ts); the heatmap colours them in steps. */

interface ScoreBand {
  /** The band's lowest score (inclusive). */
  from: number;
  /** A Radix colour scale: red for the weakest, green for the strongest. */
  color: 'red' | 'orange' | 'amber' | 'lime' | 'grass' | 'teal';
}

export const SCORE_BANDS: readonly ScoreBand[] = [
  { from: 0, color: 'red' },
  { from: 1, color: 'orange' },
  { from: 2, color: 'amber' },
  { from: 2.5, color: 'lime' },
  { from: 3, color: 'grass' },
  { from: 3.5, color: 'teal' },
];

/** The index of the band a score falls in. */
export function bandOf(score: number): number {
  let found = 0;
  SCORE_BANDS.forEach((band, i) => {
    if (score >= band.from) found = i;
  });
  return found;
}

export const formatScore = (score: number | null): string => (score === null ? '—' : decimal(score));

/** A share in whole percent; 0 of 0 is 0. */
export const rate = (done: number, of: number): number => (of > 0 ? Math.round((done / of) * 100) : 0);

/** "0–0.5": a distribution bin's label. */
export const binLabel = (from: number, to: number): string => `${from}–${to}`;
