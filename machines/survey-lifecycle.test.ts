import { describe, expect, it } from 'vitest';
import { demoAssignments, demoSurvey } from './survey-wizard/demo-company.fixtures';
import { withRater } from '../schemas/survey';
import { extendUnavailable, extensionOf, extensionProblem, resultsPhase } from './survey-lifecycle';

const ended = demoSurvey({ status: 'closed' });

describe('survey lifecycle: results and extensions', () => {
  it('results come once the survey is closed; once opened, it is closed for good', () => {
    expect(resultsPhase(demoSurvey())).toEqual({ kind: 'pending', closesOn: '2026-01-30' });
    expect(resultsPhase(demoSurvey({ status: 'draft' }))).toEqual({ kind: 'pending', closesOn: '2026-01-30' });
    expect(resultsPhase(ended)).toEqual({ kind: 'ready', endedBy: 'date', closedOn: '2026-01-30' });
    expect(resultsPhase({ ...ended, closed_at: '2026-01-20T10:00:00Z' })).toEqual({ kind: 'ready', endedBy: 'close', closedOn: '2026-01-20T10:00:00Z' });
    expect(resultsPhase({ ...ended, results_opened_at: '2026-02-02T08:00:00Z' })).toEqual({ kind: 'opened', openedAt: '2026-02-02T08:00:00Z' });
  });

  it('only a survey that ended by its date, with no result opened, may be extended', () => {
    expect(extendUnavailable(ended)).toBeNull();
    expect(extendUnavailable(demoSurvey())).toMatch(/still open/);
    expect(extendUnavailable(demoSurvey({ status: 'draft' }))).toMatch(/not started/);
    expect(extendUnavailable({ ...ended, closed_at: '2026-01-20T10:00:00Z' })).toMatch(/stays closed/);
    expect(extendUnavailable({ ...ended, results_opened_at: '2026-02-02T08:00:00Z' })).toMatch(/closed for good/);
  });

  it('a new end date is a real day, after the current end, not in the past', () => {
    const today = '2026-02-10';
    expect(extensionProblem(ended, '', today)).toBe('Choose the new end date.');
    expect(extensionProblem(ended, '2026-02-31', today)).toBe('Enter a valid date.');
    expect(extensionProblem(ended, '2026-01-30', today)).toBe('Choose a day after the current end date.');
    expect(extensionProblem(ended, '2026-02-09', today)).toMatch(/today or a later day/);
    expect(extensionProblem(ended, today, today)).toBeNull();
  });

  it('the extension PATCHes the survey as it is, every assignment included, with only the end date moved', () => {
    const survey = demoSurvey({ status: 'closed', audience: 'Position/Group', position: { designation: 3, department: null, group: null } });
    const patch = extensionOf(survey, demoAssignments(true), '2026-02-20');
    expect(patch.survey).toEqual({
      id: 41,
      title: survey.title,
      description: survey.description,
      start_date: '2026-01-05',
      end_date: '2026-02-20',
      anonymity_threshold: 3,
      audience: 'Position/Group',
      is_draft: false,
      type_values: survey.type_values,
      competencies: survey.competencies,
    });
    expect(patch.position).toEqual({ designation: 3, department: null, group: null });
    expect(patch.survey_assign).toEqual(withRater(demoAssignments()).map((a) => ({ ratee: a.ratee.id, rater: a.rater.id, relationship: a.relationship })));
  });
});
