/** What the survey area says to a person, in one place: the rules decide, these sentences tell. */

/** Why a save may not change an assignment (non_field_errors). */
export const SAVE_REFUSALS = {
  submitted: (on: string | null) => `This survey was submitted${on ? ` on ${on}` : ''}; it can no longer change.`,
  notSent: 'This survey has not been sent to its raters yet, so it cannot be answered.',
  closed: 'This survey is closed: answers can no longer be saved or submitted.',
  notOpenYet: (startDate: string) => `This survey opens on ${startDate}: answers can be saved from then on.`,
};

/** How a refusal reads for `n` offenders, the first being `id` (a payload may hold thousands: only the first is named). */
export type Wording = (n: number, id: number) => string;
const wording =
  (one: string, many: string): Wording =>
  (n, id) =>
    n === 1 ? `${one.replace('#', String(id))}.` : `${n} ${many}, the first ${id}.`;

/** A save naming ids that are not the survey's, or naming one twice (at `answers`, `levels`, `comments`). */
export const ANSWER_REFUSALS = {
  statementUnknown: wording('Statement # is not in this survey', 'statements are not in this survey'),
  statementTwice: wording('Statement # is answered more than once', 'statements are answered more than once'),
  competencyUnknown: wording('Competency # is not in this survey', 'competencies are not in this survey'),
  levelTwice: wording('Competency # has more than one level', 'competencies have more than one level'),
  commentTwice: wording('Competency # has more than one comment', 'competencies have more than one comment'),
  /** A submit with `missing` statements still unanswered, the first in the competency titled `first`. */
  unanswered: (missing: number, first: string) =>
    missing === 1 ? `1 statement is not answered yet, in “${first}”.` : `${missing} statements are not answered yet, the first in “${first}”.`,
};
