import type { FastifyInstance } from 'fastify';
import type { CommentCheck, CommentWarnings } from '../../../schemas/comment-check';
import { commentCheckRefusal, commentWarnings } from '../../domain/survey/comment-check-rules';
import { lookupKeys } from '../../domain/survey/comment-text';
import type { SurveyAnswersRepository } from '../../db/repositories/survey/survey-answers';
import { badRequest, notFound } from '../../http-errors';

/** What both comment-check endpoints say of themselves (OpenAPI). */
export const COMMENT_CHECK = {
  summary: 'Check comments for details that could identify the rater, before submitting',
  description:
    'A warning, never a refusal: for each comment, whether it names a colleague of the company other than the ratee ' +
    '(full names always; a first or last name alone when capitalised and 3 letters or more), names the rater, or holds an email ' +
    'address or a phone number; `text` is what was found, exactly as written. Names match ignoring case and accents, and inside ' +
    "the text in scripts written without spaces. Only comments with findings are listed. Nothing is stored. The company's " +
    'directory is never answered: only pieces of the comments sent. Only while the assignment can still change (400 once ' +
    "submitted or closed); each competency must be the survey's, once (400 at `comments`). Limited per assignment (429), " +
    'since each answer tells whether words name someone at the company.',
};

/** The check itself, once the caller's answers are known: their assignment, else 404; then the rules, the limit and the names. */
export async function checkComments(app: FastifyInstance, answers: SurveyAnswersRepository, assignment: number, body: CommentCheck): Promise<CommentWarnings> {
  const scope = await answers.commentScope(assignment, app.now());
  if (!scope) throw notFound();
  const refusal = commentCheckRefusal(scope, body);
  if (refusal) throw badRequest(refusal);
  // Counted only once the assignment is known to be the caller's: nobody can use up another rater's checks.
  await app.limiter.consume([{ key: `comment-check:assignment:${assignment}`, limit: app.config.limits.commentCheckPerAssignment }]);
  const exclude = [scope.rateeId, ...(scope.raterId === null ? [] : [scope.raterId])];
  const colleagues = await answers.colleagueNames(lookupKeys(body.comments.map((c) => c.text)), exclude);
  return { warnings: commentWarnings(body.comments, { colleagues, self: scope.self, ratee: scope.ratee }) };
}
