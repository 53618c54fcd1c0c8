import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  /** The fields of a row as the answer names them, in its order. */
  row: Record<string, PgColumn | SQL>;
  statement: ListStatement;
}

/** One page as the answer's body, already JSON, with what the route needs beside it. */
export interface JsonPage {
  /** The array of rows, serialised by the database. */
  json: string;
  /** Rows matching before limit and offset; null when the page is empty past the first row (the offset is beyond the end). */
  total: number | null;
  /** The principal's stamp (principal-stamp.ts), null when the user is gone. */
  stamp: string | null;
}

const p = sql.placeholder;

type Statement = ReturnType<typeof namedStatement>;

// Built once per shape: building a select with drizzle on every request cost a fifth of a
// list GET's CPU under load.
const built = new Map<string, Statement>();

/**
 * `?search`, `?ordering`, `?archived`, `?limit` and `?offset` as parameters of one named
 * statement, parsed and planned once per connection (on PGlite it ran three times faster so).
 * It answers ONE row: the page as the JSON array the client gets (row_to_json of each row,
 * in order: the server neither decodes rows nor serialises them again), the number of rows
 * matching before the limit, and the stamp of `user`'s principal read in the same snapshot,
 * so a route that took the principal from its cache checks it without a round trip of its own.
 */
function statementOf(spec: ListSpec): Statement {
  let statement = built.get(spec.statement.name);
  if (!statement) {
    const { table, id, name, archivedAt } = spec;
    const ordering = p('ordering');
    const fields = sql.join(Object.entries(spec.row).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`), sql`, `);
    // As orderingOf: text sorts ignore case, the id breaks ties.
    const order = sql`
      case when ${ordering}::text = 'name' then lower(${name}) end asc,
      case when ${ordering}::text = '-name' then lower(${name}) end desc,
      case when ${ordering}::text = '-id' then ${id} end desc,
      ${id} asc`;
    const matching = and(
      spec.statement.scope,
      sql`(${p('pattern')}::text is null or ${name} ilike ${p('pattern')})`,
      archivedAt && sql`(${p('archived')}::boolean is null or (${archivedAt} is not null) = ${p('archived')})`,
    );
    statement = namedStatement(spec.statement.name, sql`
      select ${principalStamp(p('user'))} as stamp,
        coalesce('[' || string_agg(page.doc, ',' order by page.ord) || ']', '[]') as json,
        max(page.total)::int as total
      from (
        select (select row_to_json(r)::text from (select ${fields}) r) as doc,
          row_number() over (order by ${order}) as ord, count(*) over () as total
        from ${table} where ${matching}
        order by ord limit ${p('limit')} offset ${p('offset')}
      ) page`);
    built.set(spec.statement.name, statement);
  }
  return statement;
}

/** One page of the list as JSON, with its total and the principal's stamp for `stampFor` (0: none asked). */
export async function listPage(db: Db, spec: ListSpec, query: ListQuery, stampFor: number | undefined): Promise<JsonPage> {
  const text = query.search?.trim();
  const [found] = rowsOf<JsonPage>(await statementOf(spec)(db, {
    ...spec.statement.params,
    user: stampFor ?? 0,
    pattern: text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    archived: query.archived ?? null,
    ordering: query.ordering ?? 'id',
    limit: query.limit ?? null,
    offset: query.offset ?? 0,
  }));
  const { json, total, stamp } = found!;
  return { json, stamp, total: total ?? ((query.offset ?? 0) === 0 ? 0 : null) };
}
