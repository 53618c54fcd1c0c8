import { sql, type SQL } from 'drizzle-orm';
import type { SurveyStatus } from '../../../../schemas/survey';
import type { AnswerSheet } from '../../../../schemas/survey-answer';
import type { Db } from '../../client';
import { executeNamed, namedStatement } from '../../prepared';
import { rowsOf } from '../../sql';
import type { AnswerPlan, DraftPlan, SavedKeys } from '../../../domain/survey/survey-answer-checks';
import { principalStamp } from '../accounts/principal-stamp';
import { askedIn } from './asked-statements';
import { ratersAssignment, statementName, type RaterKey } from './rater-key';
import { surveyCompetenciesJson } from './survey-answer-sheet';
import { surveyStatus } from './survey-view';

export interface LockedAssignment {
  id: number;
  status: 'pending' | 'draft' | 'submitted';
  submitKey: string | null;
  submittedAt: Date | null;
  survey: { isDraft: boolean; startDate: string; status: SurveyStatus };
  /** The survey's competencies and statements as they are now (they cannot change while the lock is held). */
  competencies: AnswerSheet['competencies'];
}

/**
 * The rater's assignment, locked for this transaction; null when it is not theirs. The
 * survey row is locked first (FOR SHARE), in the order a survey's update and close take
 * their locks (survey, then its assignments), so neither can interleave with a save: a
 * submit never lands between the update's "nothing submitted" check and its change of
 * competencies, nor after a close it did not see. Raters of one survey share the lock.
 * The survey's competencies are read with the assignment, by the statement that starts
 * after the survey lock is held, so they are the ones the save will be checked against.
 */
export async function lockAssignment(tx: Db, companyId: number, rater: RaterKey, id: number, today: string): Promise<LockedAssignment | null> {
  const name = statementName('survey_answer_lock_survey', rater);
  const found = rowsOf<{ id: number; is_draft: boolean; start_date: string; status: SurveyStatus }>(await executeNamed(tx, name, sql`
    select s.id, s.is_draft, s.start_date::text as start_date, ${surveyStatus(today)} as status
    from surveys s
    where s.company_id = ${companyId} and s.id = (
      select a.survey_id from survey_assignments a
      where a.company_id = ${companyId} and a.id = ${id} and ${ratersAssignment(rater)})
    for share of s`))[0];
  if (!found) return null;
  const [row] = rowsOf<Omit<LockedAssignment, 'survey'>>(await executeNamed(tx, 'survey_answer_lock_assignment', sql`
    select a.id, a.status, a.submit_key as "submitKey", a.submitted_at as "submittedAt",
      ${surveyCompetenciesJson(companyId, sql`${found.id}`)} as competencies
    from survey_assignments a where a.company_id = ${companyId} and a.id = ${id}
    for update of a`));
  if (!row) return null;
  const submittedAt = row.submittedAt === null ? null : new Date(row.submittedAt);
  return { ...row, submittedAt, survey: { isDraft: found.is_draft, startDate: found.start_date, status: found.status } };
}

/** What the assignment holds before a submit: the statements answered and the competencies with a level. */
export async function savedKeys(tx: Db, companyId: number, assignmentId: number): Promise<SavedKeys> {
  const [row] = rowsOf<SavedKeys>(await executeNamed(tx, 'survey_answer_saved_keys', sql`
    select
      array(select statement_id from survey_answers where company_id = ${companyId} and assignment_id = ${assignmentId}) as answered,
      array(select competency_id from survey_levels where company_id = ${companyId} and assignment_id = ${assignmentId}) as leveled`));
  return row!;
}

const p = sql.placeholder;

/** The sub-statements of a save, each in the statement only when the save needs it. */
const PARTS = {
  answersSet: sql`answers_set as (
    insert into survey_answers (assignment_id, company_id, statement_id, value)
    select target.id, ${p('company')}, i.id, i.value from unnest(${p('answer_ids')}::int[], ${p('answer_values')}::int[]) as i(id, value), target
    on conflict (assignment_id, statement_id) do update set value = excluded.value where survey_answers.value is distinct from excluded.value)`,
  levelsSet: sql`levels_set as (
    insert into survey_levels (assignment_id, company_id, competency_id, level)
    select target.id, ${p('company')}, i.id, i.level from unnest(${p('level_ids')}::int[], ${p('level_values')}::text[]) as i(id, level), target
    on conflict (assignment_id, competency_id) do update set level = excluded.level where survey_levels.level <> excluded.level)`,
  commentsSet: sql`comments_set as (
    insert into survey_comments (assignment_id, company_id, competency_id, text)
    select target.id, ${p('company')}, i.id, i.text from unnest(${p('comment_ids')}::int[], ${p('comment_texts')}::text[]) as i(id, text), target
    on conflict (assignment_id, competency_id) do update set text = excluded.text where survey_comments.text <> excluded.text)`,
  answersCleared: sql`answers_cleared as (delete from survey_answers x using target where x.company_id = ${p('company')} and x.assignment_id = target.id
    and (x.statement_id = any(${p('cleared_answers')}::int[]) or (${p('submit')}::boolean and x.statement_id <> all(${p('asked_statements')}::int[]))))`,
  levelsCleared: sql`levels_cleared as (delete from survey_levels x using target where x.company_id = ${p('company')} and x.assignment_id = target.id
    and (x.competency_id = any(${p('cleared_levels')}::int[]) or (${p('submit')}::boolean and x.competency_id <> all(${p('asked_competencies')}::int[]))))`,
  commentsCleared: sql`comments_cleared as (delete from survey_comments x using target where x.company_id = ${p('company')} and x.assignment_id = target.id
    and (x.competency_id = any(${p('cleared_comments')}::int[]) or (${p('submit')}::boolean and x.competency_id <> all(${p('asked_competencies')}::int[]))))`,
};
type Part = keyof typeof PARTS;

/** What a save writes: a draft of a few answers needs two of the six sub-statements, and each left out is planned and run for nothing. */
function partsOf(plan: AnswerPlan, submit: boolean): Part[] {
  const wanted: Record<Part, boolean> = {
    answersSet: plan.answers.length > 0, levelsSet: plan.levels.length > 0, commentsSet: plan.comments.length > 0,
    answersCleared: submit || plan.cleared.answers.length > 0, levelsCleared: submit || plan.cleared.levels.length > 0,
    commentsCleared: submit || plan.cleared.comments.length > 0,
  };
  return (Object.keys(PARTS) as Part[]).filter((part) => wanted[part]);
}

/**
 * The statement that writes what a plan changes and records the save (draft) or the
 * submission, for the assignment that `target` (a query of at most one `id`) names: the
 * rows sent are upserted (only written when their value changed), the rows cleared are
 * deleted, every other row stays. A submit also drops the rows of statements and
 * competencies the survey no longer asks (a draft may hold some from before a change of the
 * survey), so the scores computed at submit (migration 0015) see only the survey's. The row
 * sets of the sub-statements never overlap, so their order does not matter. It returns the
 * assignment's id, or no row when `target` found none (nothing written). Its values are
 * placeholders (changeValues): each shape is built once, under a name of its own.
 */
function changesStatement(name: string, target: SQL): (db: Db, parts: Part[], values: Record<string, unknown>) => Promise<unknown> {
  const shapes = new Map<string, ReturnType<typeof namedStatement>>();
  return (db, parts, values) => {
    const key = parts.map((part) => Object.keys(PARTS).indexOf(part)).join('');
    let statement = shapes.get(key);
    if (!statement) {
      statement = namedStatement(`${name}_${key || 'none'}`, sql`
        with target as (${target})${sql.join(parts.map((part) => sql`, ${PARTS[part]}`))}
        update survey_assignments a set status = ${p('status')}::text,
          draft_saved_at = case when ${p('status')}::text = 'draft' then ${p('now')}::timestamptz else a.draft_saved_at end,
          submitted_at = case when ${p('status')}::text = 'submitted' then ${p('now')}::timestamptz else a.submitted_at end,
          submit_key = coalesce(${p('submit_key')}::text, a.submit_key)
        from target where a.company_id = ${p('company')} and a.id = target.id
        returning a.id`);
      shapes.set(key, statement);
    }
    return statement(db, values);
  };
}

/** The values of changesStatement's placeholders. */
function changeValues(
  companyId: number, plan: AnswerPlan, status: 'draft' | 'submitted', submitKey: string | undefined, now: Date,
  asked: { statements: number[]; competencies: number[] },
): Record<string, unknown> {
  return {
    company: companyId,
    answer_ids: plan.answers.map((a) => a.statement), answer_values: plan.answers.map((a) => a.value),
    level_ids: plan.levels.map((l) => l.competency), level_values: plan.levels.map((l) => l.level),
    comment_ids: plan.comments.map((c) => c.competency), comment_texts: plan.comments.map((c) => c.text),
    cleared_answers: plan.cleared.answers, cleared_levels: plan.cleared.levels, cleared_comments: plan.cleared.comments,
    submit: status === 'submitted', asked_statements: asked.statements, asked_competencies: asked.competencies,
    status, now: now.toISOString(), submit_key: submitKey ?? null,
  };
}

const writeLocked = changesStatement('survey_answer_write_changes', sql`select ${p('assignment')}::int as id`);

/** Writes what the plan changes to the assignment locked by this transaction (lockAssignment). */
export async function writeAnswers(
  tx: Db, companyId: number, locked: LockedAssignment, plan: AnswerPlan, status: 'draft' | 'submitted', submitKey: string | undefined, now: Date,
): Promise<void> {
  const asked = {
    statements: locked.competencies.flatMap((c) => c.statements.map((st) => st.id)),
    competencies: locked.competencies.map((c) => c.id),
  };
  await writeLocked(tx, partsOf(plan, status === 'submitted'), { ...changeValues(companyId, plan, status, submitKey, now, asked), assignment: locked.id });
}

/**
 * A signed-in rater's draft as ONE statement, with no transaction around it: the assignment
 * is theirs, not submitted, in a survey open `today`; every statement and competency named
 * is the survey's; and the caller's principal still has the stamp it was cached with (null:
 * read in this request). The assignment is locked (FOR UPDATE), so a submit or a delete
 * that commits first is seen and the row checked again. The survey row is not locked: a close
 * committing meanwhile may let this draft land just after it, which changes nothing a result
 * reads (drafts never count; submits take the locked path). When any check fails nothing is
 * written and false says so: the caller then takes the checked path (survey-answers.ts),
 * which words the refusal.
 *
 * A draft commits without waiting for its WAL to reach the disk (synchronous_commit off, for
 * this transaction only): the wait cost more than the rest of the save. A server process that
 * crashes loses nothing; a PostgreSQL server that crashes loses at most its last fraction of
 * a second of drafts (never a submit, never consistency); PGlite writes with fsync off anyway.
 */
const writeDraftStatement = changesStatement('survey_answer_write_draft', sql`
  select a.id from survey_assignments a join surveys s on s.company_id = a.company_id and s.id = a.survey_id
  where a.company_id = ${p('company')} and a.id = ${p('assignment')}
    and exists (select 1 from employees e where e.company_id = a.company_id and e.id = a.rater_id and e.user_id = ${p('user')})
    and a.status <> 'submitted' and ${surveyStatus(p('today'))} = 'open'
    and set_config('synchronous_commit', 'off', true) is not null
    and (${p('stamp')}::text is null or ${principalStamp(p('user'))} = ${p('stamp')}::text)
    and cardinality(${p('statements')}::int[]) = (
      select count(*) from competency_statements st join survey_competencies sc on sc.survey_id = s.id and sc.competency_id = st.competency_id
      where st.company_id = s.company_id and st.id = any(${p('statements')}::int[]) and ${askedIn(sql`s.id`)})
    and cardinality(${p('competencies')}::int[]) = (
      select count(*) from survey_competencies sc where sc.survey_id = s.id and sc.competency_id = any(${p('competencies')}::int[]))
  for update of a`);

export async function writeDraft(
  db: Db, companyId: number, userId: number, input: { assignment: number; submit_key?: string | undefined }, draft: DraftPlan,
  stamp: string | null, now: Date, today: string,
): Promise<boolean> {
  const written = await writeDraftStatement(db, partsOf(draft.plan, false), {
    ...changeValues(companyId, draft.plan, 'draft', input.submit_key, now, { statements: [], competencies: [] }),
    assignment: input.assignment, user: userId, today, stamp, statements: draft.statements, competencies: draft.competencies,
  });
  return rowsOf(written).length > 0;
}
