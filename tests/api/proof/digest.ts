import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/db-type';
import { rowsOf } from '../../../server/db/sql';

/**
 * Rate-limit counters change on refused requests by design (a failed sign-in counts), and
 * sequences are not rows: everything else must read the same after a refused request.
 */
const NOT_DATA = new Set(['rate_limits']);

/**
 * The outbox's delivery columns (sent, attempts, claims, retries) move in the background as
 * the worker delivers earlier mail: what a request writes there is the message itself. So do a
 * webhook delivery's (issue 41): a request writes the event. A session's last sight (when,
 * from where) moves with every request it makes, refused or not.
 */
const ROW_OF: Record<string, string> = {
  outbox: '(x.id, x."to", x.subject, x.text, x.reply_to, x.company_id, x.survey_id)',
  webhook_deliveries: '(x.id, x.company_id, x.endpoint_id, x.event_id, x.event_type, x.payload)',
  sessions: '(x.id, x.user_id, x.user_agent, x.created_at, x.expires_at, x.revoked_at)',
};

export type Digest = Record<string, string>;

let query: ReturnType<typeof sql.raw> | undefined;

/** Row count and a hash of every row, per table: two equal digests mean nothing was written. */
export async function digest(db: Db): Promise<Digest> {
  if (!query) {
    const tables = rowsOf<{ tablename: string }>(await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`))
      .map((r) => r.tablename)
      .filter((t) => !NOT_DATA.has(t));
    query = sql.raw(
      tables
        .map((t) => `select '${t}' as t, count(*) || ':' || coalesce(sum(hashtextextended(${ROW_OF[t] ?? 'x'}::text, 0)), 0) as d from "${t}" x`)
        .join(' union all '),
    );
  }
  const rows = rowsOf<{ t: string; d: string }>(await db.execute(query));
  return Object.fromEntries(rows.map((r) => [r.t, r.d]));
}

/** The next transaction id: any write assigns one, so while it stands still nothing was written. */
async function nextXid(db: Db): Promise<string> {
  const [row] = rowsOf<{ x: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`));
  return row!.x;
}

/**
 * Follows the database across requests and answers what changed since the last look,
 * hashing every row only when something may have been written.
 */
export async function watchChanges(db: Db): Promise<() => Promise<string[]>> {
  let known = { xid: await nextXid(db), state: await digest(db) };
  return async () => {
    const xid = await nextXid(db);
    if (xid === known.xid) return [];
    const state = await digest(db);
    const changed = changedTables(known.state, state);
    known = { xid, state };
    return changed;
  };
}

/** The tables two digests disagree on, for a readable failure. */
export const changedTables = (before: Digest, after: Digest) => Object.keys(before).filter((t) => before[t] !== after[t]);
