import { and, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../../schemas/list-query';
import type { Db } from '../../client';
import { namedStatement } from '../../prepared';
import { rowsOf } from '../../sql';
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
  /** The columns of a row, computed ones aliased by their field's name. */
  row: Record<string, PgColumn | SQL.Aliased>;
  statement: ListStatement;
}

const p = sql.placeholder;

type Statement = ReturnType<typeof namedStatement>;

// Built once per shape: building a select with drizzle on every request cost a fifth of a
// list GET's CPU under load.
const built = new Map<string, Statement>();

/**
 * `?search`, `?ordering`, `?archived`, `?limit` and `?offset` as parameters of one named
 * statement, parsed and planned once per connection (on PGlite it ran three times faster so).
 * Each row also carries the stamp of `user`'s principal (principal-stamp.ts), read in the
 * same snapshot, so a route that took the principal from its cache checks it without a
 * round trip of its own.
 */
function statementOf(spec: ListSpec): Statement {
  let statement = built.get(spec.statement.name);
  if (!statement) {
    const { id, name, archivedAt } = spec;
    const ordering = p('ordering');
    statement = namedStatement(spec.statement.name, new QueryBuilder()
      .select({ ...spec.row, stamp: principalStamp(p('user')).as('stamp') }).from(spec.table)
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
      .getSQL());
    built.set(spec.statement.name, statement);
  }
  return statement;
}

/** One page of the list; `stamp` is undefined when no row came back to carry it. */
export async function listRows<Row>(
  db: Db, spec: ListSpec, query: ListQuery, limit: number | undefined, offset: number | undefined, stampFor: number | undefined,
): Promise<{ rows: Row[]; stamp: string | null | undefined }> {
  const text = query.search?.trim();
  const found = rowsOf<Record<string, unknown>>(await statementOf(spec)(db, {
    ...spec.statement.params,
    user: stampFor ?? 0,
    pattern: text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    archived: query.archived ?? null,
    ordering: query.ordering ?? 'id',
    limit: limit ?? null,
    offset: offset ?? 0,
  }));
  const stamp = found.length > 0 ? (found[0]!.stamp as string | null) : undefined;
  const rows = found.map(({ stamp: _, ...row }) => row as Row);
  return { rows, stamp };
}
