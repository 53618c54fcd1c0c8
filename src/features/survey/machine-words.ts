import { DATES_LOCKED, THRESHOLD_LOCKED } from '../../../machines/survey-wizard/locks';
import { END_BEFORE_START } from '../../../machines/survey-wizard/step-checks';
import { i18n } from '../../i18n';

/*
 * The survey machines say in English why an action is not offered and what is wrong with an entry: those sentences
 * are their logic's (the server says the same). The screens show each in the reader's language, looked up by the
 * machine's sentence when it is shown; one the catalogue does not know yet is shown as the machine says it.
 */
const KEYS = {
  // Survey actions (machines/survey-actions.machine.ts, machines/survey-lifecycle.ts).
  'The survey is closed: raters can no longer answer.': 'remindClosed',
  'The survey is already closed.': 'closeClosed',
  'Reminders go out only while the survey is open; this one has not started.': 'remindNotStarted',
  'Only an open survey can be closed; this one has not started.': 'closeNotStarted',
  'Results have been opened, so this survey is closed for good: it can no longer be extended.': 'extendOpened',
  'The survey is still open: move its end date with Edit.': 'extendStillOpen',
  'The survey has not started yet: change its dates with Edit.': 'extendNotStarted',
  'The survey was closed with Close survey, so it stays closed.': 'extendClosedByHand',
  'Choose the new end date.': 'endDateMissing',
  'Enter a valid date.': 'endDateInvalid',
  'Choose a day after the current end date.': 'endDateNotLater',
  'Choose today or a later day, so that raters can answer again.': 'endDatePast',
  // Rater actions (machines/rater-actions.machine.ts).
  'The survey is closed: its raters can no longer change.': 'raterClosed',
  'This rater has submitted: the assignment stays as it is.': 'raterSubmitted',
  "A self-assessment is the ratee's own.": 'raterSelf',
  'This rater has left the company: there is nobody to mail here.': 'raterLeft',
  'A draft has not been sent: send the invitations first.': 'raterDraft',
  'Reminders go out once the survey is open.': 'raterNotOpen',
  // The wizard (machines/survey-wizard/).
  [THRESHOLD_LOCKED]: 'thresholdLocked',
  [DATES_LOCKED]: 'datesLocked',
  [END_BEFORE_START]: 'endBeforeStart',
  'Choose at least one ratee.': 'noRatee',
  'Choose a designation, a department or a group.': 'noPosition',
  'Nobody matches this choice: choose another.': 'noMatch',
  'Choose at least one competency.': 'noCompetency',
  'Add at least one rater.': 'noRater',
} as const;

type MachineKey = (typeof KEYS)[keyof typeof KEYS];

/** A machine's sentence in the reader's language. */
export function machineSentence(sentence: string): string {
  const key = (KEYS as Record<string, MachineKey | undefined>)[sentence];
  return key ? i18n.t(`survey:machine.${key}`) : sentence;
}

/** A machine's sentence or none, as the machine gives it. */
export const machineSentenceOrNull = (sentence: string | null): string | null => (sentence === null ? null : machineSentence(sentence));
