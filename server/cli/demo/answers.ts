import { sql } from 'drizzle-orm';
import { PROFICIENCY_LEVELS, type ProficiencyLevel, type Relationship } from '../../../schemas/survey';
import type { Db } from '../../db/db-type';
import { intArray, textArray } from '../../db/sql';
import { STARTER_LIBRARY } from '../../library/starter-library';
import { commentFor } from './comments';
import type { Profile } from './profiles';
import { clamp, type Random } from './random';

/*
 * Answers for a survey's assignments: about nine in ten submitted (every statement answered,
 * a level for every competency, a comment on about three in ten), the rest pending or a
 * half-saved draft. Values are drawn around the ratee's true level, moved by who rates.
 */

interface SurveyFrame {
  companyId: number;
  start: Date;
  /** The last moment an answer can carry: the end date, or now for an open survey. */
  until: Date;
  competencies: Array<{ id: number; title: string; statements: number[] }>;
}
export interface AssignmentRow {
  id: number;
  ratee: number;
  rater: number;
  relationship: Relationship;
}
type Status = 'pending' | 'draft' | 'submitted';

const GROUP_BIAS: Record<Exclude<Relationship, 'self'>, number> = { manager: -0.1, peer: 0, direct_report: 0.15, other: 0 };
const STATEMENT_TEXT = new Map(STARTER_LIBRARY.flatMap((t) => t.competencies.map((c) => [c.title, c.statements] as const)));

interface Generated {
  assignments: Array<{ id: number; status: Status; invitedAt: Date; submittedAt: Date | null; submitKey: string | null; draftSavedAt: Date | null }>;
  answers: { assignment: number[]; statement: number[]; value: number[] };
  levels: { assignment: number[]; competency: number[]; level: ProficiencyLevel[] };
  comments: { assignment: number[]; competency: number[]; text: string[] };
}

/** The level a rater picks for a competency they scored `mean` on average, now and then one off. */
function levelFor(random: Random, mean: number): ProficiencyLevel {
  const index = mean < 1.25 ? 0 : mean < 2.25 ? 1 : mean < 3.2 ? 2 : 3;
  const jitter = random.chance(0.1) ? (random.chance(0.5) ? 1 : -1) : 0;
  return PROFICIENCY_LEVELS[clamp(index + jitter, 0, PROFICIENCY_LEVELS.length - 1)]!;
}

const statusOf = (random: Random): Status => (random.chance(0.9) ? 'submitted' : random.chance(0.4) ? 'draft' : 'pending');

/** `forced` fixes some assignments' status (the demo account's own sheets stay open to answer). */
export function generateAnswers(
  random: Random,
  frame: SurveyFrame,
  rows: AssignmentRow[],
  profiles: Profile[],
  forced: Map<number, Status> = new Map(),
): Generated {
  const out: Generated = {
    assignments: [],
    answers: { assignment: [], statement: [], value: [] },
    levels: { assignment: [], competency: [], level: [] },
    comments: { assignment: [], competency: [], text: [] },
  };
  const invitedAt = new Date(frame.start.getTime() + 9 * 3600_000);
  const moment = () => new Date(invitedAt.getTime() + random.next() * (frame.until.getTime() - invitedAt.getTime()));
  for (const row of rows) {
    const status = forced.get(row.id) ?? statusOf(random);
    const ratee = profiles[row.ratee]!;
    const bias = row.relationship === 'self' ? null : GROUP_BIAS[row.relationship] + profiles[row.rater]!.leniency;
    const answered = status === 'submitted' ? frame.competencies.length : status === 'draft' ? random.int(1, frame.competencies.length - 1) : 0;
    frame.competencies.slice(0, answered).forEach((c) => {
      const centre = ratee.level.get(c.title)! + (bias ?? ratee.selfBias.get(c.title)!) + random.normal(0, 0.25);
      const values = c.statements.map((s) => {
        const value = clamp(Math.round(centre + random.normal(0, 0.45)), 0, 4);
        out.answers.assignment.push(row.id);
        out.answers.statement.push(s);
        out.answers.value.push(value);
        return value;
      });
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      if (status !== 'submitted') return;
      out.levels.assignment.push(row.id);
      out.levels.competency.push(c.id);
      out.levels.level.push(levelFor(random, mean));
      if (random.chance(0.3)) {
        out.comments.assignment.push(row.id);
        out.comments.competency.push(c.id);
        out.comments.text.push(
          commentFor(random, mean, row.relationship === 'self', c.title, random.pick(STATEMENT_TEXT.get(c.title) ?? ['']).replace(/\.$/, '')),
        );
      }
    });
    const at = status === 'pending' ? null : moment();
    out.assignments.push({
      id: row.id,
      status,
      invitedAt,
      submittedAt: status === 'submitted' ? at : null,
      submitKey: status === 'submitted' ? random.token(22) : null,
      draftSavedAt: status === 'draft' ? at : null,
    });
  }
  return out;
}

const CHUNK = 10_000;
type Cut = <T>(values: T[]) => T[];
async function inChunks(length: number, write: (cut: Cut) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < length; i += CHUNK) await write((values) => values.slice(i, i + CHUNK));
}
const ints = intArray;
const texts = textArray;
const times = (values: Array<Date | null>) => sql`${sql.param(values.map((v) => v?.toISOString() ?? null))}::timestamptz[]`;

/** Everything generated, set-based: one update of the assignments, multi-row inserts in chunks. */
export async function writeAnswers(tx: Db, companyId: number, g: Generated): Promise<void> {
  const a = g.assignments;
  await tx.execute(sql`
    update survey_assignments sa set status = t.status, invited_at = t.invited_at, submitted_at = t.submitted_at,
      submit_key = t.submit_key, draft_saved_at = t.draft_saved_at
    from unnest(${ints(a.map((r) => r.id))}, ${texts(a.map((r) => r.status))}, ${times(a.map((r) => r.invitedAt))},
      ${times(a.map((r) => r.submittedAt))}, ${texts(a.map((r) => r.submitKey))}, ${times(a.map((r) => r.draftSavedAt))})
      as t(id, status, invited_at, submitted_at, submit_key, draft_saved_at)
    where sa.company_id = ${companyId} and sa.id = t.id`);
  await inChunks(g.answers.assignment.length, (cut) =>
    tx.execute(sql`
    insert into survey_answers (assignment_id, company_id, statement_id, value)
    select t.a, ${companyId}::int, t.s, t.v
    from unnest(${ints(cut(g.answers.assignment))}, ${ints(cut(g.answers.statement))}, ${ints(cut(g.answers.value))}) as t(a, s, v)`),
  );
  await inChunks(g.levels.assignment.length, (cut) =>
    tx.execute(sql`
    insert into survey_levels (assignment_id, company_id, competency_id, level)
    select t.a, ${companyId}::int, t.c, t.l
    from unnest(${ints(cut(g.levels.assignment))}, ${ints(cut(g.levels.competency))}, ${texts(cut(g.levels.level))}) as t(a, c, l)`),
  );
  await inChunks(g.comments.assignment.length, (cut) =>
    tx.execute(sql`
    insert into survey_comments (assignment_id, company_id, competency_id, text)
    select t.a, ${companyId}::int, t.c, t.x
    from unnest(${ints(cut(g.comments.assignment))}, ${ints(cut(g.comments.competency))}, ${texts(cut(g.comments.text))}) as t(a, c, x)`),
  );
}
