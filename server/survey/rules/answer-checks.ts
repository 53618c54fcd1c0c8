import type { Static } from 'typebox';
import type { FieldErrors } from '../../../schemas/errors';
import type { SurveyStatus } from '../../../schemas/survey';
import type { AnswerSheet, CommentValue, LevelValue, SurveyUserAnswer } from '../../../schemas/survey-answer';
import { ANSWER_REFUSALS, SAVE_REFUSALS, type Wording } from '../messages';

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

function refusals(ids: number[], known: ReadonlySet<number>, unknownWording: Wording, twiceWording: Wording): string[] {
  const { unknown, twice } = strays(ids, known);
  return [...(unknown.length ? [unknownWording(unknown.length, unknown[0]!)] : []), ...(twice.length ? [twiceWording(twice.length, twice[0]!)] : [])];
}

/** A submit's refusal when a statement is still unanswered once the save is applied, or null. */
function missingRefusal(competencies: AnswerSheet['competencies'], answered: ReadonlySet<number>): FieldErrors | null {
  const open = competencies.map((c) => ({ c, missing: c.statements.filter((s) => !answered.has(s.id)).length }));
  const missing = open.reduce((sum, x) => sum + x.missing, 0);
  if (!missing) return null;
  return { answers: [ANSWER_REFUSALS.unanswered(missing, open.find((x) => x.missing)!.c.title)] };
}

/** The saved keys with the plan applied: what the assignment holds once it is written. */
function afterSave(saved: number[], set: number[], cleared: number[]): Set<number> {
  const keys = new Set([...saved, ...set]);
  for (const id of cleared) keys.delete(id);
  return keys;
}

/** What a save finds of its assignment, once locked: whether it may still change. */
export interface AssignmentState {
  status: 'pending' | 'draft' | 'submitted';
  submitKey: string | null;
  /** The day it was submitted, if it was. */
  submittedOn: string | null;
  survey: { isDraft: boolean; startDate: string; status: SurveyStatus };
}

/**
 * Why a save may not change the assignment, or 'retried' for a submit sent again with the
 * key it was stored with (answered as the first was, changing nothing); null when it may.
 */
export function saveRefusal(assignment: AssignmentState, input: SurveyUserAnswer): string | 'retried' | null {
  if (assignment.status === 'submitted') {
    const sameSubmit = input.status === 'submitted' && input.submit_key !== undefined && input.submit_key === assignment.submitKey;
    return sameSubmit ? 'retried' : SAVE_REFUSALS.submitted(assignment.submittedOn);
  }
  const { survey } = assignment;
  if (survey.isDraft) return SAVE_REFUSALS.notSent;
  if (survey.status === 'closed') return SAVE_REFUSALS.closed;
  if (survey.status === 'draft') return SAVE_REFUSALS.notOpenYet(survey.startDate);
  return null;
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
  add(
    'answers',
    refusals([...input.answers.map((a) => a.statement), ...cleared.answers], statements, ANSWER_REFUSALS.statementUnknown, ANSWER_REFUSALS.statementTwice),
  );
  add(
    'levels',
    refusals([...input.levels.map((l) => l.competency), ...cleared.levels], competencyIds, ANSWER_REFUSALS.competencyUnknown, ANSWER_REFUSALS.levelTwice),
  );
  add(
    'comments',
    refusals(
      comments.map((c) => c.competency),
      competencyIds,
      ANSWER_REFUSALS.competencyUnknown,
      ANSWER_REFUSALS.commentTwice,
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
