import type { CommentFinding, FindingKind } from '../../../../schemas/comment-check';
import type { ProficiencyLevel } from '../../../../schemas/survey';
import { i18n } from '../../../i18n';

/*
 * The answering screens' words that plain functions give: each is looked up when it is called, so it follows the
 * reader's language (the components that show them re-render when it changes).
 */

/** The 0–4 scale: a full label on wide screens, a word under the number on a phone. */
export const SCALE_POINTS = [
  { value: 0, key: 'never' },
  { value: 1, key: 'rarely' },
  { value: 2, key: 'sometimes' },
  { value: 3, key: 'often' },
  { value: 4, key: 'always' },
] as const;

type ScaleKey = (typeof SCALE_POINTS)[number]['key'];

export const scaleLabel = (key: ScaleKey) => i18n.t(`survey:answer.scale.${key}`);
/** The word under the number on a phone: may hold a soft hyphen where a long word breaks. */
export const scaleShort = (key: ScaleKey) => i18n.t(`survey:answer.scaleShort.${key}`);

/**
 * "Not observed" (`value: null`): beside the scale, not a point on it; it counts as answered
 * and is left out of every mean. The hint says what choosing it means, from the rater's side.
 */
export const notObservedLabel = () => i18n.t('survey:answer.notObserved');
export const notObservedHint = (self: boolean) => i18n.t(self ? 'survey:answer.notObservedHintSelf' : 'survey:answer.notObservedHint');

/** "3 – Often", or "Not observed": how an answer reads in the review. */
export const scaleText = (value: number | null) =>
  value === null ? notObservedLabel() : i18n.t('survey:answer.scaleText', { value, label: scaleLabel(SCALE_POINTS[value]!.key) });

/** How every screen names a level (the stored value "advance" is the specification's). */
export const levelLabel = (level: ProficiencyLevel) => i18n.t(`survey:levels.${level}`);

/** "30 Jan 2026" from a date or a moment (in UTC, as the server judges them). */
export { day as dayText } from '../../../i18n/format';

/**
 * What a step asks, above its statements. The statements are written once, about the person
 * rated ("Does what they say they will do."), and every rater reads the same words: a self
 * rater is told plainly to read them as about themselves. Rewriting them to the first person
 * was tried and is not reliable: in "Raises risks and delays early, before they become
 * problems" the "they" is the risks and "delays" a noun, so only the lead-in changes.
 */
export function stepLeadIn(self: boolean): { question: string; note: string | null } {
  return self
    ? { question: i18n.t('survey:answer.leadIn.selfQuestion'), note: i18n.t('survey:answer.leadIn.selfNote') }
    : { question: i18n.t('survey:answer.leadIn.question'), note: null };
}

/** What the check before the submit found in a comment, quoted as the rater wrote it (wording: the server's sentence). */
export function findingText(finding: CommentFinding): string {
  switch (finding.kind) {
    case 'colleague':
    case 'self':
    case 'email':
    case 'phone':
      return i18n.t(`survey:answer.finding.${finding.kind}`, { text: finding.text });
    case 'wording':
      return finding.note;
  }
}

/** The warning's heading and lead, by what was found: details that could identify the rater, wording to review, or both. */
export function warningsIntro(kinds: readonly FindingKind[]): { heading: string; lead: string } {
  const wording = kinds.includes('wording');
  const identifying = kinds.some((k) => k !== 'wording');
  const found = wording && !identifying ? 'wording' : wording ? 'both' : 'identifying';
  return { heading: i18n.t(`survey:answer.warnings.${found}.heading`), lead: i18n.t(`survey:answer.warnings.${found}.lead`) };
}
