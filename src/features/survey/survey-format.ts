import { resultsPhase } from '../../../machines/survey-lifecycle';
import type { AssignmentStatus, Relationship, Survey } from '../../../schemas/survey';
import { i18n } from '../../i18n';
import { fullDay, shortDay } from '../../i18n/format';

/** How a survey's status reads: a label, a badge colour and a sentence about it. */
interface StatusLook {
  label: string;
  color: 'gray' | 'green' | 'blue' | 'amber';
  hint: string;
}

/**
 * The server reports a published survey whose start is ahead as `draft` (nobody answers
 * yet); the admin should see that it is scheduled, not unfinished, so `is_draft` tells the
 * two apart.
 */
export function statusLook(
  survey: Pick<Survey, 'status' | 'is_draft' | 'start_date' | 'closed_at'> & Partial<Pick<Survey, 'results_opened_at'>>,
  now = new Date(),
): StatusLook {
  if (survey.status === 'closed') {
    const closed = survey.closed_at ? i18n.t('survey:status.closedOn', { day: fullDay(survey.closed_at) }) : i18n.t('survey:status.endPassed');
    return {
      label: i18n.t('survey:status.closed'),
      color: 'gray',
      hint: survey.results_opened_at ? i18n.t('survey:status.closedForGood', { closed }) : closed,
    };
  }
  if (survey.status === 'open') return { label: i18n.t('survey:status.open'), color: 'green', hint: i18n.t('survey:status.openHint') };
  if (survey.is_draft) return { label: i18n.t('survey:status.draft'), color: 'amber', hint: i18n.t('survey:status.draftHint') };
  return {
    label: i18n.t('survey:status.scheduled', { day: shortDay(survey.start_date, now) }),
    color: 'blue',
    hint: i18n.t('survey:status.scheduledHint'),
  };
}

/** "Peer", in the reader's language. */
export const relationshipLabel = (r: Relationship): string => i18n.t(`survey:relationship.${r}`);
/** "peer", where it stands inside a sentence ("as peer"). */
export const relationshipInSentence = (r: Relationship): string => i18n.t(`survey:relationshipInSentence.${r}`);

export const ASSIGNMENT_STATUS_COLORS: Record<AssignmentStatus, 'gray' | 'amber' | 'green'> = { pending: 'gray', draft: 'amber', submitted: 'green' };
export const assignmentStatusLabel = (status: AssignmentStatus): string => i18n.t(`survey:assignmentStatus.${status}`);

/** 12 of 40 → 30; nothing assigned counts as nothing done. */
export const percent = (done: number, of: number) => (of > 0 ? Math.round((done / of) * 100) : 0);

/** The survey outlives its author's account: the server then sends no owner. */
export const ownerName = (survey: Pick<Survey, 'owner'>): string => survey.owner?.name ?? i18n.t('survey:formerEmployee');

/** When a survey's results are there, and what that means for it, in a title and a sentence. */
interface ResultsNote {
  title: string;
  body: string;
  color: 'blue' | 'green' | 'gray';
}

export function resultsNote(survey: Pick<Survey, 'status' | 'end_date' | 'closed_at' | 'results_opened_at'>): ResultsNote {
  const phase = resultsPhase(survey);
  switch (phase.kind) {
    case 'pending':
      return { title: i18n.t('survey:results.pending', { day: fullDay(phase.closesOn) }), color: 'blue', body: i18n.t('survey:results.pendingBody') };
    case 'ready':
      return phase.endedBy === 'date'
        ? { title: i18n.t('survey:results.endedByDate', { day: fullDay(phase.closedOn) }), color: 'green', body: i18n.t('survey:results.endedByDateBody') }
        : { title: i18n.t('survey:results.closedByHand', { day: fullDay(phase.closedOn) }), color: 'green', body: i18n.t('survey:results.closedByHandBody') };
    case 'opened':
      return { title: i18n.t('survey:results.opened', { day: fullDay(phase.openedAt) }), color: 'gray', body: i18n.t('survey:results.openedBody') };
  }
}

// English keeps the British order the pages have always shown; another language, its own.
const momentLocale = () => (i18n.language.startsWith('en') ? 'en-GB' : i18n.language);
const dayTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment in the reader's own zone, without its year: "3 Dec, 14:05". HR reminds one person and wants to see that it went. */
export function dayAndTime(iso: string): string {
  const locale = momentLocale();
  let format = dayTimeFormats.get(locale);
  if (!format) dayTimeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })));
  return format.format(new Date(iso));
}

/** A moment in full, for a tooltip. */
export const fullMoment = (iso: string): string => new Date(iso).toLocaleString(momentLocale());

/** A day written out: "1 December 2025", for the wizard's review. */
export const longDay = (iso: string | undefined): string =>
  iso ? new Date(`${iso}T00:00:00`).toLocaleDateString(momentLocale(), { day: 'numeric', month: 'long', year: 'numeric' }) : '—';
