import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../../schemas/list-query';
import type { Db } from '../../client';
import { principalStamp } from '../accounts/principal-stamp';

/** The list's read as a prepared statement. */
export interface ListStatement {
  /** Its name: one per shape of statement, whatever the owner. */
  name: string;
  /** Which rows belong to the list, with placeholders for its owner… */
  scope: SQL;
  /** …and their values. */
  params: Record<string, unknown>;
}

interface ListSpec {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  archivedAt?: PgColumn;
  /** The columns of a row. */
  row: Record<string, PgColumn | SQL>;
  statement: ListStatement;
}

const p = sql.placeholder;

type Prepared = { execute(params: Record<string, unknown>): Promise<Array<Record<string, unknown>>> };

// Built once per database (or transaction) and shape: building a select with drizzle on
// every request cost a fifth of a list GET's CPU under load.
const built = new WeakMap<Db, Map<string, Prepared>>();

/**
 * `?search`, `?ordering`, `?archived`, `?limit` and `?offset` as parameters of one prepared
 * statement, parsed and planned once per connection. Each row also carries the stamp of
 * `stampFor`'s principal (principal-stamp.ts), read in the same snapshot, so a route that
 * took the principal from its cache checks it without a round trip of its own.
 */
function statementOf(db: Db, spec: ListSpec): Prepared {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map()));
  let statement = statements.get(spec.statement.name);
  if (!statement) {
    const { id, name, archivedAt } = spec;
    const ordering = p('ordering');
    statement = db.select({ ...spec.row, stamp: principalStamp(p('user')) }).from(spec.table)
      .where(and(
        spec.statement.scope,
        sql`(${p('pattern')}::text is null or ${name} ilike ${p('pattern')})`,
        archivedAt && sql`(${p('archived')}::boolean is null or (${archivedAt} is not null) = ${p('archived')})`,
      ))
      // As orderingOf: text sorts ignore case, the id breaks ties.
      .orderBy(
        sql`case when ${ordering}::text = 'name' then lower(${name}) end asc`,
        sql`case when ${ordering}::text = '-name' then lower(${name}) end desc`,
        sql`case when ${ordering}::text = '-id' then ${id} end desc`,
        sql`${id} asc`,
      )
      .limit(p('limit')).offset(p('offset'))
      .prepare(spec.statement.name) as unknown as Prepared;
    statements.set(spec.statement.name, statement);
  }
  return statement;
}

/** One page of the list; `stamp` is undefined when no row came back to carry it. */
export async function listRows<Row>(
  db: Db, spec: ListSpec, query: ListQuery, limit: number | undefined, offset: number | undefined, stampFor: number | undefined,
): Promise<{ rows: Row[]; stamp: string | null | undefined }> {
  const text = query.search?.trim();
  const found = await statementOf(db, spec).execute({
    ...spec.statement.params,
    user: stampFor ?? 0,
    pattern: text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    archived: query.archived ?? null,
    ordering: query.ordering ?? 'id',
    limit: limit ?? null,
    offset: offset ?? 0,
  });
  const stamp = found.length > 0 ? (found[0]!.stamp as string | null) : undefined;
  const rows = found.map(({ stamp: _, ...row }) => row as Row);
  return { rows, stamp };
}
