import type { RaterAssignment } from '../../../../schemas/survey-answer';
import { plural, shortDay } from '../../../lib/english-format';

type Relationship = RaterAssignment['relationship'];

/**
 * `relationship` is what the rater is to the ratee, so it reads reversed from the rater's
 * side: a rater who is the ratee's manager rates "your direct report" (as the invitation
 * mail words it, server/mail/survey-messages.ts).
 */
const RELATIONSHIP_WORDS: Record<Relationship, string> = {
  self: 'Yourself',
  manager: 'Your direct report',
  direct_report: 'Your manager',
  peer: 'Peer',
  other: 'Colleague',
};

export const relationshipWords = (relationship: Relationship): string => RELATIONSHIP_WORDS[relationship];

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
  if (days < 0) left = 'Ended';
  else if (days === 0) left = 'Last day today';
  else left = `${plural(days, 'day')} left`;
  return { due: `Due ${shortDay(endDate, now)}`, left, soon: days <= 3 };
}

/** Where the rater stands with one assignment, in words. */
export function progressWords({ status, answered, total }: Pick<RaterAssignment, 'status' | 'answered' | 'total'>): string {
  if (status === 'submitted') return 'Submitted';
  if (status === 'pending') return 'Not started';
  return answered >= total ? 'All answered · ready to submit' : `In progress · ${answered} of ${total}`;
}

/** The primary action on a row: a draft is continued, anything else started. */
export const actionWord = ({ status }: Pick<RaterAssignment, 'status'>): 'Start' | 'Continue' => (status === 'draft' ? 'Continue' : 'Start');

// A submission is a moment: shown on the reader's own calendar.
const submittedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Submitted 3 Dec 2025". */
export const submittedWords = (submittedAt: string | null): string =>
  submittedAt ? `Submitted ${submittedFormat.format(new Date(submittedAt))}` : 'Submitted';
