import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { rowsOf, textArray } from '../../db/sql';

/** An audit entry that names the erased person: by them, about their employee or account, or holding their name. */
export interface NamingEntry {
  id: number;
  actor_user_id: number | null;
  actor: string;
  ip: string;
  before: unknown;
  after: unknown;
}

export async function entriesNaming(tx: Db, companyId: number, who: { employeeId: number; userId: number; within: string[] }): Promise<NamingEntry[]> {
  const result = await tx.execute(sql`select l.id, l.actor_user_id, l.actor, l.ip, l.before::text as before, l.after::text as after from audit_log l
    where l.company_id = ${companyId} and (l.actor_user_id = ${who.userId}
      or (l.entity = 'employee' and l.entity_id = ${String(who.employeeId)})
      or (l.entity in ('user', 'permissions') and l.entity_id = ${String(who.userId)})
      or exists (select 1 from unnest(${textArray(who.within)}) m
        where strpos(lower(l.actor || ' ' || coalesce(l.before::text, '') || ' ' || coalesce(l.after::text, '')), m) > 0))
    order by l.id`);
  // As text, parsed here: the drivers differ in what they make of jsonb.
  type Row = Omit<NamingEntry, 'id' | 'before' | 'after'> & { id: number | string; before: string | null; after: string | null };
  const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
  return rowsOf<Row>(result).map((r) => ({ ...r, id: Number(r.id), before: parse(r.before), after: parse(r.after) }));
}

/**
 * Writes the entries back blanked, in one statement. The log's trigger allows it only in a transaction that says it
 * erases, and only these columns (migration 0035): what happened, to what and when stays.
 */
export async function rewriteEntries(tx: Db, entries: NamingEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  await tx.execute(sql`set local app.audit_erasure = 'on'`);
  await tx.execute(sql`update audit_log l set actor_user_id = x.actor_user_id, actor = x.actor, ip = x.ip, before = x.before::jsonb, after = x.after::jsonb
    from unnest(${sql.param(entries.map((e) => e.id))}::bigint[], ${sql.param(entries.map((e) => e.actor_user_id))}::int[],
      ${textArray(entries.map((e) => e.actor))}, ${textArray(entries.map((e) => e.ip))},
      ${textArray(entries.map((e) => json(e.before)))}, ${textArray(entries.map((e) => json(e.after)))})
      as x(id, actor_user_id, actor, ip, before, after)
    where l.id = x.id`);
  await tx.execute(sql`set local app.audit_erasure = 'off'`);
}
