import type { Static } from 'typebox';
import type { FieldErrors } from '../../../schemas/errors';
import type { AnswerSheet, CommentValue, LevelValue, SurveyUserAnswer } from '../../../schemas/survey-answer';

type Level = Static<typeof LevelValue>;
type Comment = Static<typeof CommentValue>;

/** What a save writes, once checked: rows to set and rows to remove; every other saved row stays. */
export interface AnswerPlan {
  answers: SurveyUserAnswer['answers'];
  levels: Level[];
  comments: Comment[];
  /** Statements whose answer, competencies whose level and whose comment (sent blank) are removed. */
  cleared: { answers: number[]; levels: number[]; comments: number[] };
}

/** What the assignment holds before the save: the statements answered and the competencies with a level. */
export interface SavedKeys {
  answered: number[];
  leveled: number[];
}

/** Ids not in `known`, and ids given more than once, each in the order sent. */
function strays(ids: number[], known: ReadonlySet<number>): { unknown: number[]; twice: number[] } {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return { unknown: [...seen].filter((id) => !known.has(id)), twice: [...twice] };
}

/** How a refusal reads for `n` offenders, the first being `id` (a payload may hold thousands: only the first is named). */
type Wording = (n: number, id: number) => string;
const wording =
  (one: string, many: string): Wording =>
  (n, id) =>
    n === 1 ? `${one.replace('#', String(id))}.` : `${n} ${many}, the first ${id}.`;

const STATEMENT_UNKNOWN = wording('Statement # is not in this survey', 'statements are not in this survey');
const STATEMENT_TWICE = wording('Statement # is answered more than once', 'statements are answered more than once');
const COMPETENCY_UNKNOWN = wording('Competency # is not in this survey', 'competencies are not in this survey');
const LEVEL_TWICE = wording('Competency # has more than one level', 'competencies have more than one level');
const COMMENT_TWICE = wording('Competency # has more than one comment', 'competencies have more than one comment');

function refusals(ids: number[], known: ReadonlySet<number>, unknownWording: Wording, twiceWording: Wording): string[] {
  const { unknown, twice } = strays(ids, known);
  return [...(unknown.length ? [unknownWording(unknown.length, unknown[0]!)] : []), ...(twice.length ? [twiceWording(twice.length, twice[0]!)] : [])];
}

/** A submit's refusal when a statement is still unanswered once the save is applied, or null. */
function missingRefusal(competencies: AnswerSheet['competencies'], answered: ReadonlySet<number>): FieldErrors | null {
  const open = competencies.map((c) => ({ c, missing: c.statements.filter((s) => !answered.has(s.id)).length }));
  const missing = open.reduce((sum, x) => sum + x.missing, 0);
  if (!missing) return null;
  const first = open.find((x) => x.missing)!.c.title;
  const message = missing === 1 ? `1 statement is not answered yet, in “${first}”.` : `${missing} statements are not answered yet, the first in “${first}”.`;
  return { answers: [message] };
}

/** The saved keys with the plan applied: what the assignment holds once it is written. */
function afterSave(saved: number[], set: number[], cleared: number[]): Set<number> {
  const keys = new Set([...saved, ...set]);
  for (const id of cleared) keys.delete(id);
  return keys;
}

/**
 * Checks a save against the survey's competencies (the sheet's): every statement one of
 * theirs and once (sent or cleared), every level and comment about one of them and once.
 * A submit also needs every statement answered, counting what is `saved` with what is sent.
 * A competency left without a level stays without one: the sheet shows basic until the rater
 * picks, but a level never picked is "not given" and counts in no figure. Blank comments remove
 * the saved one.
 */
export function checkAnswers(
  input: SurveyUserAnswer,
  competencies: AnswerSheet['competencies'],
  saved: SavedKeys,
): { plan: AnswerPlan } | { errors: FieldErrors } {
  const statements = new Set(competencies.flatMap((c) => c.statements.map((s) => s.id)));
  const competencyIds = new Set(competencies.map((c) => c.id));
  const comments = input.comments ?? [];
  const cleared = { answers: input.cleared?.answers ?? [], levels: input.cleared?.levels ?? [] };
  const errors: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    if (messages.length) errors[field] = messages;
  };
  add('answers', refusals([...input.answers.map((a) => a.statement), ...cleared.answers], statements, STATEMENT_UNKNOWN, STATEMENT_TWICE));
  add('levels', refusals([...input.levels.map((l) => l.competency), ...cleared.levels], competencyIds, COMPETENCY_UNKNOWN, LEVEL_TWICE));
  add(
    'comments',
    refusals(
      comments.map((c) => c.competency),
      competencyIds,
      COMPETENCY_UNKNOWN,
      COMMENT_TWICE,
    ),
  );
  if (Object.keys(errors).length) return { errors };

  if (input.status === 'submitted') {
    const refusal = missingRefusal(
      competencies,
      afterSave(
        saved.answered,
        input.answers.map((a) => a.statement),
        cleared.answers,
      ),
    );
    if (refusal) return { errors: refusal };
  }
  return { plan: planOf(input, input.levels) };
}

/** The rows a save sets and removes, once checked; `levels` are those it writes. */
function planOf(input: SurveyUserAnswer, levels: Level[]): AnswerPlan {
  const cleared = { answers: input.cleared?.answers ?? [], levels: input.cleared?.levels ?? [] };
  const written = (input.comments ?? []).map((c) => ({ ...c, text: c.text.trim() }));
  const removed = { ...cleared, comments: written.filter((c) => !c.text).map((c) => c.competency) };
  return { answers: input.answers, levels, comments: written.filter((c) => c.text), cleared: removed };
}

/** What a draft's statement must find in the survey for the save to be written: every statement and competency it names. */
export interface DraftPlan {
  plan: AnswerPlan;
  statements: number[];
  competencies: number[];
}

const once = (ids: number[]) => new Set(ids).size === ids.length;

/**
 * A draft's plan before the survey is read, for the statement that checks that every id is the
 * survey's and writes in one go; null when an id is sent twice (checkAnswers words that refusal).
 */
export function draftPlan(input: SurveyUserAnswer): DraftPlan | null {
  const statements = [...input.answers.map((a) => a.statement), ...(input.cleared?.answers ?? [])];
  const leveled = [...input.levels.map((l) => l.competency), ...(input.cleared?.levels ?? [])];
  const commented = (input.comments ?? []).map((c) => c.competency);
  if (input.status !== 'draft' || !once(statements) || !once(leveled) || !once(commented)) return null;
  return { plan: planOf(input, input.levels), statements, competencies: [...new Set([...leveled, ...commented])] };
}
