import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { principalStamp } from '../../account/queries/principal-stamp';
import { askedIn } from './asked-statements';
import { dayOf, surveyStatus } from './survey-view';
import type { DraftPlan } from '../rules/answer-checks';
import { changesStatement } from './answer-writes';

const p = sql.placeholder;

/** A signed-in rater's draft, waiting for its statement. */
export interface DraftRequest {
  companyId: number;
  userId: number;
  assignment: number;
  draft: DraftPlan;
  submitKey: string | undefined;
  /** The principal's stamp the caller was cached with; null: read in this request. */
  stamp: string | null;
  now: Date;
}

/**
 * Which of the drafts sent may be written, in ONE statement with no transaction around it:
 * each assignment is its rater's (a signed-in user's) in that company, not submitted, in a
 * survey open `today`; every statement and competency its draft names is the survey's; and
 * its rater's principal still has the stamp it was cached with. The assignments are locked
 * (FOR UPDATE) in the order of their ids, so that two statements never wait on each other,
 * and a submit or a delete that commits first is seen and the row checked again. The survey
 * rows are not locked: a close committing meanwhile may let a draft land just after it, which
 * changes nothing a result reads (drafts never count; submits take the locked path).
 *
 * Several drafts share a statement and its commit: the commits' waits for the disk, more than
 * the rest of a save when each draft had its own, are shared too, and every acknowledged draft
 * is on disk (PostgreSQL) or written to the data directory (PGlite) before its answer.
 */
const writeDrafts = changesStatement(
  'survey_answer_write_drafts',
  sql`
  select a.id, a.company_id, r.saved_at, r.submit_key
  from unnest(${p('companies')}::int[], ${p('assignments')}::int[], ${p('users')}::int[], ${p('stamps')}::text[],
    ${p('saved_at')}::timestamptz[], ${p('submit_keys')}::text[]) as r(company_id, assignment, usr, stamp, saved_at, submit_key)
  join survey_assignments a on a.company_id = r.company_id and a.id = r.assignment
  join surveys s on s.company_id = a.company_id and s.id = a.survey_id
  where exists (select 1 from employees e where e.company_id = a.company_id and e.id = a.rater_id and e.user_id = r.usr)
    and a.status <> 'submitted' and ${surveyStatus(p('today'))} = 'open'
    and (r.stamp is null or ${principalStamp(sql`r.usr`)} = r.stamp)
    and not exists (
      select from (select id from sent_answers where assignment = a.id union all select id from cleared_answers where assignment = a.id) named
      where not exists (
        select from competency_statements st join survey_competencies sc on sc.survey_id = s.id and sc.competency_id = st.competency_id
        where st.company_id = s.company_id and st.id = named.id and ${askedIn(sql`s.id`)}))
    and not exists (
      select from (
        select id from sent_levels where assignment = a.id union all select id from cleared_levels where assignment = a.id
        union all select id from sent_comments where assignment = a.id union all select id from cleared_comments where assignment = a.id
      ) named
      where not exists (select from survey_competencies sc where sc.survey_id = s.id and sc.competency_id = named.id))
  order by a.id
  for update of a`,
);

/** At most this many drafts in one statement: its arrays stay small, and a failure sends few back to the checked path. */
const MAX_BATCH = 50;
/** Statements of drafts on their way at once: the rest of the pool stays for every other request. */
const MAX_IN_FLIGHT = 3;

interface Waiting {
  request: DraftRequest;
  done(written: boolean): void;
}

/**
 * Drafts written as they come, several in a statement when they come faster than the database
 * answers: while MAX_IN_FLIGHT statements are on their way, those arriving wait and go
 * together in the next (each assignment once in a statement). A draft alone goes at once. Each
 * learns whether it was written; one that was not (a check failed, or the statement did) takes
 * the checked path, which words the refusal or writes it on its own.
 */
function draftBatches(db: Db) {
  const queue: Waiting[] = [];
  let inFlight = 0;

  const pump = () => {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      const batch: Waiting[] = [];
      const assignments = new Set<number>();
      for (let i = 0; i < queue.length && batch.length < MAX_BATCH; ) {
        const waiting = queue[i]!;
        if (assignments.has(waiting.request.assignment)) {
          i += 1;
          continue;
        }
        assignments.add(waiting.request.assignment);
        batch.push(waiting);
        queue.splice(i, 1);
      }
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  const write = async (batch: Waiting[]) => {
    let written = new Set<number>();
    try {
      const requests = batch.map((w) => w.request);
      const saves = requests.map((r) => ({ assignment: r.assignment, plan: r.draft.plan, savedAt: r.now, submitKey: r.submitKey }));
      written = new Set(
        await writeDrafts(db, saves, 'draft', {
          companies: requests.map((r) => r.companyId),
          assignments: requests.map((r) => r.assignment),
          users: requests.map((r) => r.userId),
          stamps: requests.map((r) => r.stamp),
          saved_at: requests.map((r) => r.now.toISOString()),
          submit_keys: requests.map((r) => r.submitKey ?? null),
          // Every draft of a statement is checked on the same day: the latest of theirs.
          today: requests
            .map((r) => dayOf(r.now))
            .sort()
            .at(-1)!,
        }),
      );
    } catch {
      // Nothing of the statement was written: each draft takes the checked path, which reports what is wrong.
    }
    for (const waiting of batch) waiting.done(written.has(waiting.request.assignment));
  };

  return {
    /** True once written; false when it was not (nothing of it written). */
    write(request: DraftRequest): Promise<boolean> {
      return new Promise((done) => {
        queue.push({ request, done });
        pump();
      });
    },
  };
}

export type DraftBatches = ReturnType<typeof draftBatches>;

// One queue per database (tests run several in one process).
const queues = new WeakMap<Db, DraftBatches>();

export function draftBatchesOf(db: Db): DraftBatches {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = draftBatches(db)));
  return queue;
}
