import type { RaterAssignment } from '../../../../schemas/survey-answer';
import { i18n } from '../../../i18n';
import { shortDay } from '../../../i18n/format';

type Relationship = RaterAssignment['relationship'];

/**
 * `relationship` is what the rater is to the ratee, so it reads reversed from the rater's
 * side: a rater who is the ratee's manager rates "your direct report" (as the invitation
 * mail words it, server/mail/survey-messages.ts).
 */
export const relationshipWords = (relationship: Relationship): string => i18n.t(`survey:answer.list.relationship.${relationship}`);

/** How a survey's end date reads in the list, and how loudly. */
interface DueLook {
  /** "Due 15 Dec" (with the year when it is not this year's). */
  due: string;
  /** "12 days left", "1 day left", "Last day today", "Ended". */
  left: string;
  /** Three days or fewer: the card shows it in a warning colour. */
  soon: boolean;
}

const DAY = 86_400_000;
// Dates carry no zone and the server closes a survey after its end date in UTC: count in UTC too.
const utcMidnight = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** Whole days from today (UTC) to `endDate`, which is still answerable on the day itself. */
export function daysLeft(endDate: string, now = new Date()): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - utcMidnight(now)) / DAY);
}

export function dueLook(endDate: string, now = new Date()): DueLook {
  const days = daysLeft(endDate, now);
  let left: string;
  if (days < 0) left = i18n.t('survey:answer.list.ended');
  else if (days === 0) left = i18n.t('survey:answer.list.lastDay');
  else left = i18n.t('survey:answer.list.daysLeft', { count: days });
  return { due: i18n.t('survey:answer.list.due', { day: shortDay(endDate, now) }), left, soon: days <= 3 };
}

/** Where the rater stands with one assignment, in words. */
export function progressWords({ status, answered, total }: Pick<RaterAssignment, 'status' | 'answered' | 'total'>): string {
  if (status === 'submitted') return i18n.t('survey:answer.list.submitted');
  if (status === 'pending') return i18n.t('survey:answer.list.notStarted');
  return answered >= total ? i18n.t('survey:answer.list.allAnswered') : i18n.t('survey:answer.list.inProgress', { answered, total });
}

/** The primary action on a row: a draft is continued, anything else started. */
export const actionWord = ({ status }: Pick<RaterAssignment, 'status'>): string =>
  i18n.t(status === 'draft' ? 'survey:answer.list.continue' : 'survey:answer.list.start');

// A submission is a moment: shown on the reader's own calendar, in their language.
const submittedFormats = new Map<string, Intl.DateTimeFormat>();
function submittedDay(at: string): string {
  const language = i18n.language === 'en' ? 'en-GB' : i18n.language;
  let format = submittedFormats.get(language);
  if (!format) submittedFormats.set(language, (format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' })));
  return format.format(new Date(at));
}

/** "Submitted 3 Dec 2025". */
export const submittedWords = (submittedAt: string | null): string =>
  submittedAt ? i18n.t('survey:answer.list.submittedOn', { day: submittedDay(submittedAt) }) : i18n.t('survey:answer.list.submitted');
