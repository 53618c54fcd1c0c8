import { resultsPhase } from '../../../machines/survey-lifecycle';
import type { AssignmentStatus, Relationship, Survey } from '../../../schemas/survey';
import { fullDay, shortDay } from '../../lib/english-format';

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
    const closed = survey.closed_at ? `Closed on ${fullDay(survey.closed_at)}` : 'Its end date has passed';
    return { label: 'Closed', color: 'gray', hint: survey.results_opened_at ? `${closed}; results opened: closed for good` : closed };
  }
  if (survey.status === 'open') return { label: 'Open', color: 'green', hint: 'Raters can answer' };
  if (survey.is_draft) return { label: 'Draft', color: 'amber', hint: 'Unfinished: nobody is invited yet' };
  return { label: `Scheduled · starts ${shortDay(survey.start_date, now)}`, color: 'blue', hint: 'Invitations are out; answering opens on the start date' };
}

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  self: 'Self',
  manager: 'Manager',
  peer: 'Peer',
  direct_report: 'Direct report',
  other: 'Other',
};

export const ASSIGNMENT_STATUS_LOOKS: Record<AssignmentStatus, { label: string; color: 'gray' | 'amber' | 'green' }> = {
  pending: { label: 'Not started', color: 'gray' },
  draft: { label: 'In progress', color: 'amber' },
  submitted: { label: 'Submitted', color: 'green' },
};

/** 12 of 40 → 30; nothing assigned counts as nothing done. */
export const percent = (done: number, of: number) => (of > 0 ? Math.round((done / of) * 100) : 0);

/** The survey outlives its author's account: the server then sends no owner. */
export const ownerName = (survey: Pick<Survey, 'owner'>): string => survey.owner?.name ?? 'Former employee';

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
      return {
        title: `Results after the survey closes on ${fullDay(phase.closesOn)}`,
        color: 'blue',
        body: 'Until then nobody sees scores, levels or comments, HR included: only who has submitted.',
      };
    case 'ready':
      return phase.endedBy === 'date'
        ? {
            title: `Results are ready: the survey ended on ${fullDay(phase.closedOn)}`,
            color: 'green',
            body: 'Its end date can still be extended until a result is first opened (a report, an export, analytics or a release); from then on it is closed for good.',
          }
        : {
            title: `Results are ready: the survey was closed on ${fullDay(phase.closedOn)}`,
            color: 'green',
            body: 'It was closed with Close survey, so it stays closed.',
          };
    case 'opened':
      return {
        title: `Results opened on ${fullDay(phase.openedAt)}: closed for good`,
        color: 'gray',
        body: 'This survey can no longer take answers or change its dates; its title and description can still change.',
      };
  }
}
