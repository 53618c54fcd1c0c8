import type { RaterAssignment } from '../../../../schemas/survey-answer';

/**
 * What the rater is told, before they start and again before they submit, about how their
 * answers will appear: self and manager are named groups; peers, direct reports and others
 * (outside raters among them) only pooled, in groups of at least the survey's threshold,
 * never with a name. To pooled raters it says, in plain words, what else protects them and
 * what nothing can: the server's rules (DESIGN §4) and their limits.
 */
const POOLS: Record<'peer' | 'direct_report' | 'other', string> = {
  peer: 'peers',
  direct_report: 'direct reports',
  other: 'raters',
};

interface Confidentiality {
  /** How this rater's answers appear in the report. */
  shown: string;
  /** Nothing is shown to anyone while the survey is open. */
  when: string;
  /** Said to pooled raters only: what else keeps them from being singled out. */
  protects: string | null;
  /** Said to pooled raters only: what no rule can stop, and what they can do about it. */
  limits: string | null;
}

export function confidentiality(relationship: RaterAssignment['relationship'], threshold: number): Confidentiality {
  const when = 'Results are shown only after the survey closes.';
  if (relationship === 'self') {
    return { shown: 'Your answers appear in the report as your self-assessment, beside what others said.', when, protects: null, limits: null };
  }
  if (relationship === 'manager') {
    return { shown: 'Your answers appear as the manager’s, so the person can tell they are yours.', when, protects: null, limits: null };
  }
  return {
    shown:
      `Your answers are pooled with those of other ${POOLS[relationship]} and shown only when at least ${threshold} have answered; ` +
      'never with your name, comments included.',
    when,
    protects:
      'No figure is shown that, with what the same reader saw in earlier surveys, would single out one rater; and once one ' +
      'of this person’s anonymous raters has answered, nobody can be added to them or moved between them.',
    limits:
      'Nothing can stop someone who controls several of this person’s raters from the start, or who recognises your ' +
      'wording: leave out names and details that point to you.',
  };
}
