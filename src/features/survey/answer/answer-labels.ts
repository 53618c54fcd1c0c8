import type { CommentFinding, FindingKind } from '../../../../schemas/comment-check';
import type { RaterAssignment } from '../../../../schemas/survey-answer';

/** The 0–4 scale: a full label on wide screens, a word under the number on a phone. */
export const SCALE_POINTS = [
  { value: 0, label: 'Never', short: 'Never' },
  { value: 1, label: 'Rarely', short: 'Rarely' },
  { value: 2, label: 'Sometimes', short: 'Some\u00adtimes' },
  { value: 3, label: 'Often', short: 'Often' },
  { value: 4, label: 'Always', short: 'Always' },
] as const;

/**
 * "Not observed" (`value: null`): beside the scale, not a point on it; it counts as answered
 * and is left out of every mean. The hint says what choosing it means, from the rater's side.
 */
export const NOT_OBSERVED_LABEL = 'Not observed';
export const notObservedHint = (self: boolean) => (self ? 'I have had no chance to show this' : 'I have not seen this');

/** "3 – Often", or "Not observed": how an answer reads in the review. */
export const scaleText = (value: number | null) => (value === null ? NOT_OBSERVED_LABEL : `${value} – ${SCALE_POINTS[value]!.label}`);

export { LEVEL_LABELS } from '../../../../schemas/survey';

export const RELATIONSHIP_TEXT: Record<RaterAssignment['relationship'], string> = {
  self: 'yourself',
  manager: 'their manager',
  peer: 'a peer',
  direct_report: 'a direct report',
  other: 'a colleague',
};

/** "30 Jan 2026" from a date or a moment (in UTC, as the server judges them). */
export { day as dayText } from '../../../lib/english-format';

/**
 * What a step asks, above its statements. The statements are written once, about the person
 * rated ("Does what they say they will do."), and every rater reads the same words: a self
 * rater is told plainly to read them as about themselves. Rewriting them to the first person
 * was tried and is not reliable: in "Raises risks and delays early, before they become
 * problems" the "they" is the risks and "delays" a noun, so only the lead-in changes.
 */
export function stepLeadIn(self: boolean): { question: string; note: string | null } {
  return self
    ? {
        question: 'How well does each statement describe you? How often do you show each behaviour?',
        note: 'The statements are written about the person rated, as your other raters read them: read each one as about yourself.',
      }
    : { question: 'How often does this person show each behaviour?', note: null };
}

/** What the check before the submit found in a comment, quoted as the rater wrote it (wording: the server's sentence). */
export function findingText(finding: CommentFinding): string {
  switch (finding.kind) {
    case 'colleague':
      return `Names a colleague: “${finding.text}”`;
    case 'self':
      return `Names you: “${finding.text}”`;
    case 'email':
      return `Contains an email address: “${finding.text}”`;
    case 'phone':
      return `Contains a phone number: “${finding.text}”`;
    case 'wording':
      return finding.note;
  }
}

/** The warning's heading and lead, by what was found: details that could identify the rater, wording to review, or both. */
export function warningsIntro(kinds: readonly FindingKind[]): { heading: string; lead: string } {
  const wording = kinds.includes('wording');
  const identifying = kinds.some((k) => k !== 'wording');
  if (wording && !identifying)
    return {
      heading: 'Some words may read harshly',
      lead: 'Feedback lands best when it describes what someone did. Edit a comment, or submit as written.',
    };
  if (wording)
    return {
      heading: 'Check your comments before you submit',
      lead: 'A name, an address or a number can point to you, and some words may read harshly. Edit a comment, or submit as written.',
    };
  return {
    heading: 'Your comments could identify you',
    lead: 'Comments are shown without your name, but a name, an address or a number in them can still point to you. Edit a comment, or submit as written.',
  };
}
