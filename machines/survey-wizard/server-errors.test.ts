import { describe, expect, it } from 'vitest';
import { fieldFailure } from '../failure';
import { failedStep, failureForStep, fieldOf } from './server-errors';

describe("server field errors mapped to the wizard's steps", () => {
  it('reads the field from flat, dotted and indexed keys', () => {
    expect(fieldOf('end_date')).toBe('end_date');
    expect(fieldOf('survey.end_date')).toBe('end_date');
    expect(fieldOf('survey_assign[3].rater')).toBe('survey_assign');
    expect(fieldOf('survey.competencies.0.weight')).toBe('competencies');
  });

  it('shows the earliest step a refusal is about; non-field errors on the review', () => {
    expect(failedStep(fieldFailure({ survey_assign: ['x'], 'survey.end_date': ['y'] }))).toBe('details');
    expect(failedStep(fieldFailure({ non_field_errors: ['z'] }))).toBe('review');
    expect(failedStep(null)).toBe('review');
  });

  it('gives each step only its fields, under its own names', () => {
    const failure = { ...fieldFailure({ 'survey.end_date': ['Too early.'], survey_assign: ['Twice.'] }), detail: 'x' };
    expect(failureForStep(failure, 'details')?.fieldErrors).toEqual({ end_date: ['Too early.'] });
    expect(failureForStep(failure, 'details')?.detail).toBeUndefined();
    expect(failureForStep(failure, 'raters')?.fieldErrors).toEqual({ survey_assign: ['Twice.'] });
    expect(failureForStep(failure, 'competencies')).toBeNull();
  });
});
