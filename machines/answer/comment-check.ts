import type { CommentCheck } from '../../schemas/comment-check';
import type { AnswerContext } from './answer-context';

/*
 * The check of the comments before a submit: what is sent (every comment written), and where
 * "Edit comment" leads. The wizard (machines/answer.machine.ts) asks, then warns or submits.
 */

/** The comments as typed, blank ones left out: a check of nothing is never asked for. */
export function commentsToCheck(c: AnswerContext): CommentCheck['comments'] {
  const asked = new Set(c.sheet!.competencies.map((x) => x.id));
  return Object.entries(c.answers.comments)
    .map(([competency, text]) => ({ competency: Number(competency), text }))
    .filter((x) => asked.has(x.competency) && x.text.trim() !== '');
}

/** The step of a competency, so its comment can be opened from a warning (the current step if it has gone). */
export const stepOf = (c: AnswerContext, competency: number) => {
  const step = c.sheet!.competencies.findIndex((x) => x.id === competency);
  return step === -1 ? c.step : step;
};
