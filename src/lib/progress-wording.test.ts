import { describe, expect, it } from 'vitest';
import { closedSummary, missingRatings, ratersOwing, ratingsNotGiven, ratingsSubmitted, ratingsToCome } from './progress-wording';

describe('progress wording', () => {
  it('counts ratings as ratings and raters as raters', () => {
    expect(ratingsSubmitted(13, 29)).toBe('13 of 29 ratings submitted');
    expect(ratingsSubmitted(0, 1)).toBe('0 of 1 rating submitted');
    expect(ratingsSubmitted(1200, 3400)).toBe('1,200 of 3,400 ratings submitted');
    expect(ratersOwing(9)).toBe('9 raters still have ratings to give');
    expect(ratersOwing(1)).toBe('1 rater still has ratings to give');
  });

  it('awaits ratings only while the survey can take them', () => {
    expect(ratingsToCome(3)).toBe('3 ratings to come');
    expect(ratingsToCome(1)).toBe('1 rating to come');
    expect(ratingsToCome(0)).toBe('All ratings in');
    // A draft saved before its raters: nothing is in, and nothing is awaited either.
    expect(ratingsToCome(0, 0)).toBe('Nobody is asked to rate yet');
    expect(ratingsNotGiven(3)).toBe('3 ratings not given');
    expect(ratingsNotGiven(0)).toBe('All ratings given');
    expect(missingRatings(2, true)).toBe('2 ratings not given');
    expect(missingRatings(2, false)).toBe('2 ratings to come');
  });

  it('says when a closed survey closed: by hand, else on its end date', () => {
    expect(closedSummary({ closed_at: '2026-11-24T16:00:00Z', end_date: '2026-12-08' }, 3)).toBe('Closed 24 Nov 2026 · 3 ratings not given');
    expect(closedSummary({ closed_at: null, end_date: '2026-12-08' }, 1)).toBe('Closed 8 Dec 2026 · 1 rating not given');
    for (const text of [closedSummary({ closed_at: null, end_date: '2026-12-08' }, 4), missingRatings(4, true)]) {
      expect(text).not.toMatch(/wait|pending|to come/i);
    }
  });
});
