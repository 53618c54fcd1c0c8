import type { RaterAssignment } from '../../../../schemas/survey-answer';
import { i18n } from '../../../i18n';

/**
 * What the rater is told, before they start and again before they submit, about how their
 * answers will appear: self and manager are named groups; peers, direct reports and others
 * (outside raters among them) only pooled, in groups of at least the survey's threshold,
 * never with a name. To pooled raters it says, in plain words, what else protects them and
 * what nothing can: the server's rules (DESIGN §4) and their limits. Worded when called, in
 * the reader's language.
 */
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
  const when = i18n.t('survey:answer.confidentiality.when');
  if (relationship === 'self' || relationship === 'manager') {
    return { shown: i18n.t(`survey:answer.confidentiality.shown.${relationship}`), when, protects: null, limits: null };
  }
  return {
    shown: i18n.t(`survey:answer.confidentiality.shown.${relationship}`, { threshold }),
    when,
    protects: i18n.t('survey:answer.confidentiality.protects'),
    limits: i18n.t('survey:answer.confidentiality.limits'),
  };
}
