import type { RaterAssignment } from '../../../schemas/survey-answer';

/**
 * What the rater is told, before they start and again before they submit, about how their
 * answers will appear: self and manager are named groups; peers, direct reports
 * and others only pooled, in groups of at least the survey's threshold, never with a name.
 */
const POOLS: Record<'peer' | 'direct_report' | 'other', string> = {
  peer: 'peers', direct_report: 'direct reports', other: 'raters',
};

export interface Confidentiality {
  /** How this rater's answers appear in the report. */
  shown: string;
  /** Said to pooled raters only: comments carry no name either. */
  comments: string | null;
  /** Nothing is shown to anyone while the survey is open. */
  when: string;
}

export function confidentiality(relationship: RaterAssignment['relationship'], threshold: number): Confidentiality {
  const when = 'Results are shown only after the survey closes.';
  if (relationship === 'self') {
    return { shown: 'Your answers appear in the report as your self-assessment, beside what others said.', comments: null, when };
  }
  if (relationship === 'manager') {
    return { shown: 'Your answers appear as the manager’s, so the person can tell they are yours.', comments: null, when };
  }
  return {
    shown: `Your answers are pooled with those of other ${POOLS[relationship]} and shown only when at least ${threshold} have answered; never with your name.`,
    comments: 'Comments are shown without your name.',
    when,
  };
}
