import type { CommentCheck, CommentWarnings } from '../../../schemas/comment-check';
import { colleagueNames, commentCheckScope } from '../queries/comment-names';
import { dayOf } from '../queries/survey-view';
import { commentCheckRefusal, commentWarnings } from '../rules/comment-check-rules';
import { lookupKeys } from '../rules/comment-text';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import type { Limit } from '../../config';
import type { Rule } from '../../plugins/rate-limits';
import type { Rater } from '../rater';

/** The checks an assignment may have: `consume` counts one and refuses with 429 past `perAssignment`. */
export interface CheckLimit {
  consume(rules: Rule[]): Promise<void>;
  perAssignment: Limit;
}

/**
 * Check comments for details that could identify the rater and for wording to review: their
 * assignment, else not found; then the rules, the limit, the names and the company's words.
 */
export async function checkComments(rater: Rater, assignment: number, body: CommentCheck, now: Date, limit: CheckLimit): Promise<Outcome<CommentWarnings>> {
  const scope = await commentCheckScope(rater.db, rater.companyId, rater.key, assignment, dayOf(now));
  if (!scope) return missing();
  const refusal = commentCheckRefusal(scope, body);
  if (refusal) return invalid(refusal);
  // Counted only once the assignment is known to be the caller's: nobody can use up another rater's checks.
  await limit.consume([{ key: `comment-check:assignment:${assignment}`, limit: limit.perAssignment }]);
  const exclude = [scope.rateeId, ...(scope.raterId === null ? [] : [scope.raterId])];
  const colleagues = await colleagueNames(rater.db, rater.companyId, lookupKeys(body.comments.map((c) => c.text)), exclude);
  return done({ warnings: commentWarnings(body.comments, { colleagues, self: scope.self, ratee: scope.ratee }, scope.wording) });
}
