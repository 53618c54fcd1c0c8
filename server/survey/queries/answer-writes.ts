import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import type { Db } from '../../db/db-type';
import { namedStatement } from '../../db/prepared';
import { rowsOf } from '../../db/sql';
import type { AnswerPlan } from '../rules/answer-checks';
import type { LockedAssignment } from './answer-sheet';

const p = sql.placeholder;

/** One assignment's save in a statement that writes several: its plan and what the final update stamps on it. */
export interface AssignmentChanges {
  assignment: number;
  plan: AnswerPlan;
  /** draft_saved_at or submitted_at. */
  savedAt: Date;
  submitKey: string | undefined;
}

/**
 * What the saves send, one row per assignment and id: the same inputs whatever the statement
 * (table functions over array parameters, so the text never varies with the number of rows).
 */
const INPUTS = sql`
  sent_answers as (select * from unnest(${p('answer_assignments')}::int[], ${p('answer_ids')}::int[], ${p('answer_values')}::int[]) as x(assignment, id, value)),
  sent_levels as (select * from unnest(${p('level_assignments')}::int[], ${p('level_ids')}::int[], ${p('level_values')}::text[]) as x(assignment, id, level)),
  sent_comments as (select * from unnest(${p('comment_assignments')}::int[], ${p('comment_ids')}::int[], ${p('comment_texts')}::text[]) as x(assignment, id, text)),
  cleared_answers as (select * from unnest(${p('cleared_answer_assignments')}::int[], ${p('cleared_answer_ids')}::int[]) as x(assignment, id)),
  cleared_levels as (select * from unnest(${p('cleared_level_assignments')}::int[], ${p('cleared_level_ids')}::int[]) as x(assignment, id)),
  cleared_comments as (select * from unnest(${p('cleared_comment_assignments')}::int[], ${p('cleared_comment_ids')}::int[]) as x(assignment, id))`;

/**
 * The sub-statements of a save, each in the statement only when some save needs it (a draft of
 * a few answers needs two of the six, and each left out is planned and run for nothing). They
 * write for the assignments `target` holds (id, company_id, saved_at, submit_key, and where
 * comments are written the language the sheet was shown in): the rows sent are upserted (written
 * only when their value changed; a comment with the language of its text), the rows cleared
 * deleted, every other row stays. A submit (`submit`) also drops the rows of statements and
 * competencies the survey no longer asks (`asked_*`: a draft may hold some from before a change
 * of the survey), so the scores computed at submit (migration 0015) see only the survey's. The
 * row sets never overlap, so their order does not matter.
 */
const PARTS = {
  answersSet: sql`answers_set as (
    insert into survey_answers (assignment_id, company_id, statement_id, value)
    select t.id, t.company_id, x.id, x.value from sent_answers x join target t on t.id = x.assignment
    on conflict (assignment_id, statement_id) do update set value = excluded.value where survey_answers.value is distinct from excluded.value)`,
  levelsSet: sql`levels_set as (
    insert into survey_levels (assignment_id, company_id, competency_id, level)
    select t.id, t.company_id, x.id, x.level from sent_levels x join target t on t.id = x.assignment
    on conflict (assignment_id, competency_id) do update set level = excluded.level where survey_levels.level <> excluded.level)`,
  commentsSet: sql`comments_set as (
    insert into survey_comments (assignment_id, company_id, competency_id, text, language)
    select t.id, t.company_id, x.id, x.text, t.language from sent_comments x join target t on t.id = x.assignment
    on conflict (assignment_id, competency_id) do update set text = excluded.text, language = excluded.language
      where survey_comments.text <> excluded.text)`,
  answersCleared: sql`answers_cleared as (delete from survey_answers r using target t where r.company_id = t.company_id and r.assignment_id = t.id
    and (r.statement_id in (select x.id from cleared_answers x where x.assignment = t.id)
      or (${p('submit')}::boolean and r.statement_id <> all(${p('asked_statements')}::int[]))))`,
  levelsCleared: sql`levels_cleared as (delete from survey_levels r using target t where r.company_id = t.company_id and r.assignment_id = t.id
    and (r.competency_id in (select x.id from cleared_levels x where x.assignment = t.id)
      or (${p('submit')}::boolean and r.competency_id <> all(${p('asked_competencies')}::int[]))))`,
  commentsCleared: sql`comments_cleared as (delete from survey_comments r using target t where r.company_id = t.company_id and r.assignment_id = t.id
    and (r.competency_id in (select x.id from cleared_comments x where x.assignment = t.id)
      or (${p('submit')}::boolean and r.competency_id <> all(${p('asked_competencies')}::int[]))))`,
};
type Part = keyof typeof PARTS;

function partsOf(saves: AssignmentChanges[], submit: boolean): Part[] {
  const any = (has: (plan: AnswerPlan) => boolean) => saves.some((s) => has(s.plan));
  const wanted: Record<Part, boolean> = {
    answersSet: any((plan) => plan.answers.length > 0),
    levelsSet: any((plan) => plan.levels.length > 0),
    commentsSet: any((plan) => plan.comments.length > 0),
    answersCleared: submit || any((plan) => plan.cleared.answers.length > 0),
    levelsCleared: submit || any((plan) => plan.cleared.levels.length > 0),
    commentsCleared: submit || any((plan) => plan.cleared.comments.length > 0),
  };
  return (Object.keys(PARTS) as Part[]).filter((part) => wanted[part]);
}

/** The inputs' values: every save's rows, each tagged with its assignment. */
function inputValues(saves: AssignmentChanges[]): Record<string, unknown> {
  const rows = <T>(of: (plan: AnswerPlan) => T[]) => saves.flatMap((s) => of(s.plan).map((row) => ({ assignment: s.assignment, row })));
  const [answers, levels, comments] = [rows((p) => p.answers), rows((p) => p.levels), rows((p) => p.comments)];
  const [clearedAnswers, clearedLevels, clearedComments] = [rows((p) => p.cleared.answers), rows((p) => p.cleared.levels), rows((p) => p.cleared.comments)];
  const tags = (of: { assignment: number }[]) => of.map((x) => x.assignment);
  const ids = (of: { row: number }[]) => of.map((x) => x.row);
  return {
    answer_assignments: tags(answers),
    answer_ids: answers.map((x) => x.row.statement),
    answer_values: answers.map((x) => x.row.value),
    level_assignments: tags(levels),
    level_ids: levels.map((x) => x.row.competency),
    level_values: levels.map((x) => x.row.level),
    comment_assignments: tags(comments),
    comment_ids: comments.map((x) => x.row.competency),
    comment_texts: comments.map((x) => x.row.text),
    cleared_answer_assignments: tags(clearedAnswers),
    cleared_answer_ids: ids(clearedAnswers),
    cleared_level_assignments: tags(clearedLevels),
    cleared_level_ids: ids(clearedLevels),
    cleared_comment_assignments: tags(clearedComments),
    cleared_comment_ids: ids(clearedComments),
  };
}

export interface ChangesStatement {
  /**
   * Writes `saves` for the assignments `target` lets through and answers their ids (a save
   * whose assignment is not among them wrote nothing). `values`: the target's own placeholders.
   */
  (db: Db, saves: AssignmentChanges[], status: 'draft' | 'submitted', values: Record<string, unknown>): Promise<number[]>;
}

/**
 * The statement that writes saves and records them (draft_saved_at, or the submission), for
 * the assignments that `target` selects from the inputs and `target`'s own placeholders: one
 * statement per shape of parts, each built once under a name of its own.
 */
export function changesStatement(name: string, target: SQL): ChangesStatement {
  const shapes = new Map<string, ReturnType<typeof namedStatement>>();
  return async (db, saves, status, values) => {
    const parts = partsOf(saves, status === 'submitted');
    const key = parts.map((part) => Object.keys(PARTS).indexOf(part)).join('');
    let statement = shapes.get(key);
    if (!statement) {
      statement = namedStatement(
        `${name}_${key || 'none'}`,
        sql`
        with ${INPUTS}, target as (${target})${sql.join(parts.map((part) => sql`, ${PARTS[part]}`))}
        update survey_assignments a set status = ${p('status')}::text,
          draft_saved_at = case when ${p('status')}::text = 'draft' then t.saved_at else a.draft_saved_at end,
          submitted_at = case when ${p('status')}::text = 'submitted' then t.saved_at else a.submitted_at end,
          submit_key = coalesce(t.submit_key, a.submit_key)
        from target t where a.company_id = t.company_id and a.id = t.id
        returning a.id`,
      );
      shapes.set(key, statement);
    }
    const written = await statement(db, {
      asked_statements: [],
      asked_competencies: [],
      ...inputValues(saves),
      ...values,
      status,
      submit: status === 'submitted',
    });
    return rowsOf<{ id: number }>(written).map((row) => row.id);
  };
}

const writeLocked = changesStatement(
  'survey_answer_write_changes',
  sql`
  select ${p('assignment')}::int as id, ${p('company')}::int as company_id, ${p('saved_at')}::timestamptz as saved_at, ${p('submit_key')}::text as submit_key,
    ${p('language')}::text as language`,
);

/**
 * Writes what the plan changes to the assignment locked by this transaction (answer-sheet.ts, lockAssignment); its
 * comments are stored as written in `language`.
 */
export async function writeAnswers(
  tx: Db,
  companyId: number,
  locked: LockedAssignment,
  plan: AnswerPlan,
  status: 'draft' | 'submitted',
  submitKey: string | undefined,
  now: Date,
  language: Language,
): Promise<void> {
  await writeLocked(tx, [{ assignment: locked.id, plan, savedAt: now, submitKey }], status, {
    assignment: locked.id,
    company: companyId,
    saved_at: now.toISOString(),
    submit_key: submitKey ?? null,
    language,
    asked_statements: locked.competencies.flatMap((c) => c.statements.map((st) => st.id)),
    asked_competencies: locked.competencies.map((c) => c.id),
  });
}
