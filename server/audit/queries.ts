import { sql, type SQL } from 'drizzle-orm';
import type { AuditLogEntry, AuditLogQuery } from '../../schemas/audit-log';
import type { Db } from '../db/db-type';
import { rowsOf } from '../db/sql';

// `like` patterns: the action filter matches a verb and those under it (`survey.raters` finds `.add` and `.remove`).
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company's entries the filters keep: always the company first, so another's never match. */
function where(companyId: number, q: AuditLogQuery): SQL {
  const parts: SQL[] = [sql`company_id = ${companyId}`];
  if (q.from) parts.push(sql`at >= ${q.from}::date`);
  if (q.to) parts.push(sql`at < ${q.to}::date + 1`);
  if (q.actor) parts.push(sql`actor_user_id = ${q.actor}`);
  if (q.entity) parts.push(sql`entity = ${q.entity}`);
  if (q.action) parts.push(sql`(action = ${q.action} or action like ${`${escapeLike(q.action)}.%`})`);
  if (q.survey) parts.push(sql`survey_id = ${q.survey}`);
  if (q.before) parts.push(sql`id < ${q.before}`);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql`id::int as id, at, actor_user_id, actor, ip, action, entity, entity_id, survey_id, before, after`;
type Row = Omit<AuditLogEntry, 'at'> & { at: Date | string };
const toEntry = (r: Row): AuditLogEntry => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() });

/** One page, newest first, keyed on id; `next` is the last id when there may be more. */
export async function auditPage(db: Db, companyId: number, q: AuditLogQuery): Promise<{ results: AuditLogEntry[]; next: number | null }> {
  const limit = q.limit ?? 50;
  const rows = rowsOf<Row>(await db.execute(sql`select ${COLUMNS} from audit_log where ${where(companyId, q)} order by id desc limit ${limit + 1}`));
  const results = rows.slice(0, limit).map(toEntry);
  return { results, next: rows.length > limit ? results[results.length - 1]!.id : null };
}

/** Every entry the filters keep, newest first, a slice at a time: a long log never sits in memory whole. */
export async function* auditEntries(db: Db, companyId: number, q: AuditLogQuery, slice = 500): AsyncGenerator<AuditLogEntry> {
  let before = q.before;
  for (;;) {
    const page = await auditPage(db, companyId, { ...q, before, limit: slice });
    yield* page.results;
    if (page.next === null) return;
    before = page.next;
  }
}

export async function auditRetention(db: Db, companyId: number): Promise<number | null> {
  const [row] = rowsOf<{ days: number }>(await db.execute(sql`select audit_retention_days as days from companies where id = ${companyId}`));
  return row?.days ?? null;
}
