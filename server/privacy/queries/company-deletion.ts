import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { COMPANY_TABLE, deletionOrder, type DeletionStep } from '../rules/company-deletion-order';
import { readCatalog } from './company-deletion-catalog';

/** Rows deleted, by table; `rate_limits` and `outbox` include those found by the company's addresses. */
export type DeletedRows = Record<string, number>;

// Names come from the catalog, never from a request; quoted all the same.
const name = (identifier: string): SQL => sql`${sql.identifier(identifier)}`;
const list = (identifiers: string[]): SQL => sql.join(identifiers.map(name), sql`, `);

/** The condition a step's rows meet, in SQL: recursive through the tables that only refer to company rows. */
function whereOf(step: DeletionStep, steps: Map<string, DeletionStep>, companyId: number): SQL {
  if (step.by === 'company') return sql`id = ${companyId}`;
  if (step.by === 'column') return sql`company_id = ${companyId}`;
  const keys = step.keys.map((k) => {
    const parent = k.parent === COMPANY_TABLE ? ({ table: COMPANY_TABLE, by: 'company' } as const) : steps.get(k.parent)!;
    return sql`(${list(k.childColumns)}) in (select ${list(k.parentColumns)} from ${name(k.parent)} where ${whereOf(parent, steps, companyId)})`;
  });
  return sql.join(keys, sql` or `);
}

const affected = (result: unknown): number => (result as { affectedRows?: number }).affectedRows ?? (result as { rowCount?: number | null }).rowCount ?? 0;

/**
 * Deletes every row of the company in the caller's transaction: each table with a company column, each table whose
 * rows only refer to such rows (sessions, one-time links, permissions), in an order that breaks no foreign key
 * whatever its ON DELETE, then the company. Rows keyed by an email address rather than a row go too: the rate-limit
 * counters naming one of the company's addresses and the account mails (no company) queued to one. The audit log's
 * entries go with the rest: the transaction says which company it erases (migration 0035).
 */
export async function deleteCompanyRows(tx: Db, companyId: number): Promise<DeletedRows> {
  const catalog = await readCatalog(tx);
  const order = deletionOrder(catalog);
  const steps = new Map(order.map((s) => [s.table, s]));
  const emails = sql.join(
    catalog.emailColumns
      .filter((c) => steps.has(c.table))
      .map((c) => sql`select lower(${name(c.column)}) as email from ${name(c.table)} where ${whereOf(steps.get(c.table)!, steps, companyId)}`),
    sql` union `,
  );
  const addresses = rowsOf<{ email: string }>(await tx.execute(sql`select distinct email from (${emails}) e where email is not null`)).map((r) => r.email);
  await tx.execute(sql`select set_config('app.erase_company', ${String(companyId)}, true)`);

  const deleted: DeletedRows = {};
  // By an address: a counter's key ends with it or has it before `|` (server/account/routes/guess-rules.ts, mail-rules.ts).
  deleted.rate_limits = affected(
    await tx.execute(sql`delete from rate_limits r using unnest(${sql.param(addresses)}::text[]) a(email)
      where right(r.key, length(a.email) + 1) = ':' || a.email or position(':' || a.email || '|' in r.key) > 0`),
  );
  const accountMails = affected(await tx.execute(sql`delete from outbox where company_id is null and lower("to") = any(${sql.param(addresses)}::text[])`));
  for (const step of order) {
    const result = await tx.execute(sql`delete from ${name(step.table)} where ${whereOf(step, steps, companyId)}`);
    deleted[step.table] = (deleted[step.table] ?? 0) + affected(result);
  }
  // Triggers of the deletes above may write company rows again (a list's version, bumped as its items go): swept
  // until none is left, each table with a company column by that column.
  for (let swept = true; swept; ) {
    swept = false;
    for (const step of order.filter((s) => s.by === 'column')) {
      const again = affected(await tx.execute(sql`delete from ${name(step.table)} where ${whereOf(step, steps, companyId)}`));
      deleted[step.table] = (deleted[step.table] ?? 0) + again;
      swept ||= again > 0;
    }
  }
  deleted.outbox = (deleted.outbox ?? 0) + accountMails;
  await tx.execute(sql`select set_config('app.erase_company', '', true)`);
  return deleted;
}
