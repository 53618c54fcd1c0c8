import type { RaterAssignment } from '../../../schemas/survey-answer';

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

export { LEVEL_LABELS } from '../../../schemas/survey';

export const RELATIONSHIP_TEXT: Record<RaterAssignment['relationship'], string> = {
  self: 'yourself', manager: 'their manager', peer: 'a peer', direct_report: 'a direct report', other: 'a colleague',
};

// Dates carry no zone (the server judges them in UTC): print them in UTC.
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "30 Jan 2026" from a date or a moment. */
export const dayText = (iso: string) => day.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
