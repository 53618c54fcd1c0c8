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

/** What a rater reads about a word of their comment before the submit (a prompt, never a refusal). */
export const WORDING_NOTES = {
  insult: (word: string) => `“${word}” may read as an insult; consider describing the behaviour instead.`,
  profanity: (word: string) => `“${word}” is strong language; consider describing the behaviour instead.`,
  company: (word: string) => `“${word}” is on your company’s list of words to review; consider describing the behaviour instead.`,
};

/** Why the company's list of words to review was not saved (at `words`). */
export const WORDING_LIST_REFUSALS = {
  tooLong: (line: number, max: number) => `Line ${line} is longer than ${max} characters.`,
  noLetters: (line: number) => `Line ${line} has no letter or digit, so it could never match a word.`,
  tooMany: (max: number) => `At most ${max} words or phrases.`,
};

/** A draft has never been open: closing it is refused (non_field_errors). */
export const DRAFT_NOT_CLOSABLE = 'A draft has never been open, so it cannot be closed: delete it instead.';

/** A row the checks found, deleted before the write by another request: at the field that named it. */
export const RACE_REFUSALS = {
  competency: 'A chosen competency was just deleted from the library.',
  competencyType: 'A competency type was just deleted from the library.',
  employee: 'An employee in this survey was just deleted.',
  designation: 'The chosen designation was just deleted.',
  department: 'The chosen department was just deleted.',
  group: 'The chosen group was just deleted.',
};
