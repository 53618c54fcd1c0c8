import type { CommentCheck, CommentWarnings } from '../../../schemas/comment-check';
import type { FieldErrors } from '../../../schemas/errors';
import type { SurveyStatus } from '../../../schemas/survey';
import { commentFindings, type NamesToFind, type PersonName } from './comment-identifiers';
import { wordingFindings } from './comment-wording';

/** What the check knows of the assignment whose comments it reads. */
interface CheckedAssignment {
  status: 'pending' | 'draft' | 'submitted';
  surveyStatus: SurveyStatus;
  isDraft: boolean;
  competencies: number[];
}

/**
 * Why comments cannot be checked (nothing to warn about: they can no longer be saved), or
 * which are not the survey's: a check reads only what could be submitted, so the endpoint
 * probes no more names than a survey's comments hold.
 */
export function commentCheckRefusal(a: CheckedAssignment, body: CommentCheck): FieldErrors | null {
  if (a.status === 'submitted') return { non_field_errors: ['These answers are submitted: their comments can no longer change.'] };
  if (a.surveyStatus === 'closed') return { non_field_errors: ['This survey is closed: answers can no longer be saved or submitted.'] };
  if (a.isDraft || a.surveyStatus === 'draft') return { non_field_errors: ['This survey is not open yet, so it cannot be answered.'] };
  const known = new Set(a.competencies);
  const seen = new Set<number>();
  for (const { competency } of body.comments) {
    if (!known.has(competency)) return { comments: [`Competency ${competency} is not in this survey.`] };
    if (seen.has(competency)) return { comments: [`Competency ${competency} has more than one comment.`] };
    seen.add(competency);
  }
  return null;
}

/** "Maria Lopez" as HR typed an outside rater's name: the last word as the last name, the rest as first names. */
export function nameOf(full: string): PersonName {
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1)! };
}

/** The comments with something found, in the order sent: what could identify the rater, then wording to review (the company's list and the shipped ones). */
export function commentWarnings(comments: CommentCheck['comments'], names: NamesToFind, companyWords: readonly string[] = []): CommentWarnings['warnings'] {
  return comments
    .map(({ competency, text }) => ({ competency, findings: [...commentFindings(text, names), ...wordingFindings(text, companyWords)] }))
    .filter((w) => w.findings.length > 0);
}
