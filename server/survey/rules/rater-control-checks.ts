import type { AssignmentStatus, Relationship, SurveyStatus } from '../../../schemas/survey';

/** What the per-rater rules need of a survey. */
interface SurveyForControl {
  isDraft: boolean;
  status: SurveyStatus;
  startDate: string;
}

/** Why a survey's raters can no longer be changed (closed, or results opened, which closes it); null while they can. */
export function changeRefusal(survey: SurveyForControl): string | null {
  return survey.status === 'closed' ? 'This survey is closed: its raters can no longer change.' : null;
}

/** Why no invitation or reminder goes to one rater now; null when it may. */
export function mailRefusal(survey: SurveyForControl, kind: 'invitation' | 'reminder'): string | null {
  if (survey.status === 'closed') return `This survey is closed: its raters can no longer answer, so no ${kind} is sent.`;
  if (survey.isDraft) return 'A draft is not sent to its raters: finish the survey first, then send the invitations.';
  if (kind === 'reminder' && survey.status === 'draft') return `This survey opens on ${survey.startDate}: reminders can be sent once it is open.`;
  return null;
}

/** Why one assignment cannot be removed or given to someone else; null when it can. */
export function assignmentRefusal(a: { status: AssignmentStatus; relationship: Relationship }, action: 'remove' | 'replace'): string | null {
  if (a.status === 'submitted') {
    return 'This rater has submitted their answers: the assignment stays as it is, so that the answers keep the anonymity they were given under.';
  }
  if (action === 'replace' && a.relationship === 'self') return "A self-assessment is the ratee's own: it cannot go to someone else.";
  return null;
}

/** Why this employee cannot take over a ratee's assignment; null when they can. */
export function replacementRefusal(newRater: number, ratee: number, alreadyRates: boolean): string | null {
  if (newRater === ratee) return 'The ratee cannot rate themselves in this role: their self-assessment is a separate assignment.';
  if (alreadyRates) return 'This person already rates this ratee in this survey.';
  return null;
}
