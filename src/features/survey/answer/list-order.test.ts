import { describe, expect, it } from 'vitest';
import { submitted, waiting } from './list.fixtures';
import { byDueDate, byLatestSubmission } from './list-order';

describe('list order', () => {
  it('puts the survey that ends first on top', () => {
    expect(byDueDate(waiting.result).map((e) => e.survey.id)).toEqual([11, 12, 14]);
  });

  it('puts the latest submission on top, whichever of its ratees it was', () => {
    expect(byLatestSubmission(submitted.result).map((e) => e.survey.id)).toEqual([12, 9]);
  });

  it('leaves the list it was given as it was', () => {
    const before = waiting.result.map((e) => e.survey.id);
    byDueDate(waiting.result);
    expect(waiting.result.map((e) => e.survey.id)).toEqual(before);
  });
});
