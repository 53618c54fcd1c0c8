import { describe, expect, it } from 'vitest';
import { MAX_ANONYMITY_THRESHOLD, MIN_ANONYMITY_THRESHOLD } from '../../schemas/survey';
import { demoChoices } from './demo-company.fixtures';
import { detailsProblems, END_BEFORE_START, firstIncomplete, mayReach, stepProblems } from './step-checks';
import { emptyData, type WizardData } from './wizard-data';

const details = { title: 'Mid-year 360', start_date: '2026-01-05', end_date: '2026-01-30' };
const complete = (): WizardData => ({
  ...emptyData(),
  details,
  ratees: [2],
  competencies: [{ competency: 1, weight: 25, expected_level: 'basic' }],
  raters: { 2: [{ rater: 2, relationship: 'self' }] },
});

describe('step checks', () => {
  it("details: the schema's messages at their fields, and the end not before the start", () => {
    expect(detailsProblems({})).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'This field is required.' },
        { field: 'start_date', message: 'This field is required.' },
      ]),
    );
    expect(detailsProblems({ ...details, title: '' })).toEqual([{ field: 'title', message: 'This field may not be blank.' }]);
    expect(detailsProblems({ ...details, end_date: '2026-01-04' })).toEqual([{ field: 'end_date', message: END_BEFORE_START }]);
    expect(detailsProblems({ ...details, end_date: details.start_date })).toEqual([]);
    expect(detailsProblems({ ...details, anonymity_threshold: 0 })[0]?.field).toBe('anonymity_threshold');
  });

  it("details: the anonymity threshold lies between 3 and 10 (the schema's bounds, the server's too)", () => {
    expect(detailsProblems({ ...details, anonymity_threshold: 2 })).toEqual([
      { field: 'anonymity_threshold', message: `Ensure this value is greater than or equal to ${MIN_ANONYMITY_THRESHOLD}.` },
    ]);
    expect(detailsProblems({ ...details, anonymity_threshold: 11 })).toEqual([
      { field: 'anonymity_threshold', message: `Ensure this value is less than or equal to ${MAX_ANONYMITY_THRESHOLD}.` },
    ]);
    expect(detailsProblems({ ...details, anonymity_threshold: MIN_ANONYMITY_THRESHOLD })).toEqual([]);
    expect(detailsProblems({ ...details, anonymity_threshold: MAX_ANONYMITY_THRESHOLD })).toEqual([]);
  });

  it('raters: names each ratee without raters or with a rater twice', () => {
    const data = {
      ...complete(),
      ratees: [2, 7, 8],
      raters: {
        2: [
          { rater: 2, relationship: 'self' as const },
          { rater: 2, relationship: 'self' as const },
        ],
      },
    };
    expect(stepProblems('raters', data, demoChoices).map((p) => [p.ratee, p.message])).toEqual([
      [2, 'A rater is listed twice for this ratee.'],
      [7, 'Add at least one rater.'],
      [8, 'Add at least one rater.'],
    ]);
  });

  it('finds the first incomplete step and lets only the steps up to it be reached', () => {
    expect(firstIncomplete(complete(), demoChoices)).toBe('review');
    const noCompetencies = { ...complete(), competencies: [] };
    expect(firstIncomplete(noCompetencies, demoChoices)).toBe('competencies');
    expect(mayReach('competencies', noCompetencies, demoChoices)).toBe(true);
    expect(mayReach('raters', noCompetencies, demoChoices)).toBe(false);
    expect(firstIncomplete({ ...complete(), audience: 'Position/Group' }, demoChoices)).toBe('audience');
  });
});
