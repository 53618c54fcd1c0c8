import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/db-type';
import { rowsOf } from '../../../server/db/sql';

/** Every base table with a company column, as information_schema lists them: the walk the proof makes. */
export async function tablesWithCompanyColumn(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table: string }>(
    await db.execute(sql`select c.table_name as table from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.column_name = 'company_id' order by 1`),
  );
  return rows.map((r) => r.table);
}

/** Rows of each table with a company column that belong to `companyId` (the company row itself under `companies`). */
export async function companyRowCounts(db: Db, companyId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithCompanyColumn(db)) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`));
    counts[table] = row!.n;
  }
  const [company] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from companies where id = ${companyId}`));
  counts.companies = company!.n;
  return counts;
}

/** Rows of the tables with no company column that belong to the company's accounts, and of those keyed by their addresses. */
export async function accountRowCounts(db: Db, userIds: number[], emails: string[]): Promise<Record<string, number>> {
  const ids = sql`${sql.param(userIds)}::int[]`;
  const addresses = sql`${sql.param(emails.map((e) => e.toLowerCase()))}::text[]`;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from sessions where user_id = any(${ids})) as sessions,
      (select count(*)::int from one_time_tokens where user_id = any(${ids})) as one_time_tokens,
      (select count(*)::int from permissions where user_id = any(${ids})) as permissions,
      (select count(*)::int from outbox where lower("to") = any(${addresses})) as outbox,
      (select count(*)::int from rate_limits r, unnest(${addresses}) a(email) where position(a.email in r.key) > 0) as rate_limits`),
  );
  return row!;
}
