import type { AnswerScaleValue, AnswerSheet, SurveyUserAnswer } from '../../schemas/survey-answer';
import type { Answers } from './answer-state';

/*
 * A save carries what changed since the last one the server acknowledged: the answers,
 * levels and comments that differ from `saved` (what the server holds), and what was
 * removed. A save that fails leaves `saved` as it was, so the next one carries its changes too.
 */

/** Comments as the server keeps them: trimmed, and a blank one is none. */
const sameComment = (a: string | undefined, b: string | undefined) => (a ?? '').trim() === (b ?? '').trim();

/**
 * POST /survey/surveyuserans/: the changes from `saved` to `answers`, in sheet order. An
 * answer or level taken back is listed in `cleared`; a comment emptied is sent blank.
 */
export function toPayload(sheet: AnswerSheet, saved: Answers, answers: Answers, status: SurveyUserAnswer['status'], submitKey: string): SurveyUserAnswer {
  const competencies = sheet.competencies;
  const changed = competencies.flatMap((c) => c.statements).filter((s) => answers.values[s.id] !== saved.values[s.id]);
  const levelChanged = competencies.filter((c) => answers.levels[c.id] !== saved.levels[c.id]);
  const cleared = {
    answers: changed.filter((s) => answers.values[s.id] === undefined).map((s) => s.id),
    levels: levelChanged.filter((c) => answers.levels[c.id] === undefined).map((c) => c.id),
  };
  return {
    assignment: sheet.assignment.id,
    status,
    answers: changed.filter((s) => answers.values[s.id] !== undefined).map((s) => ({ statement: s.id, value: answers.values[s.id] as AnswerScaleValue })),
    levels: levelChanged.filter((c) => answers.levels[c.id] !== undefined).map((c) => ({ competency: c.id, level: answers.levels[c.id]! })),
    comments: competencies
      .filter((c) => !sameComment(answers.comments[c.id], saved.comments[c.id]))
      .map((c) => ({ competency: c.id, text: answers.comments[c.id] ?? '' })),
    ...(cleared.answers.length + cleared.levels.length > 0 && { cleared }),
    submit_key: submitKey,
  };
}
