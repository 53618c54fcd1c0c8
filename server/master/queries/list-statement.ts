import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../schemas/list-query';
import type { Db } from '../../db/db-type';
import { namedStatement } from '../../db/prepared';
import { rowsOf } from '../../db/sql';
import { principalStamp } from '../../account/queries/principal-stamp';
import { listPageCache, type ListPageCache } from './list-page-cache';

/** The list's read as a prepared statement. */
export interface ListStatement {
  /** Its name: one per shape of statement, whatever the owner. */
  name: string;
  /** Which rows belong to the list, with placeholders for its owner… */
  scope: SQL;
  /** …and their values. */
  params: Record<string, unknown>;
  /**
   * A company's list: which row of list_versions (`v`) counts its writes, with the same
   * placeholders. Its pages are then kept by the process and read again only once it moved.
   */
  version?: SQL;
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
interface Statements {
  page: Statement;
  version: Statement;
}

// Built once per shape: building a select with drizzle on every request cost a fifth of a
// list GET's CPU under load.
const built = new Map<string, Statements>();

/**
 * `?search`, `?ordering`, `?archived`, `?limit` and `?offset` as parameters of one named
 * statement, parsed and planned once per connection (on PGlite it ran three times faster so).
 * It answers ONE row: the page as the JSON array the client gets (row_to_json of each row, in
 * order: the server neither decodes rows nor serialises them again), the number of rows
 * matching before the limit, the list's version, and the stamp of `user`'s principal
 * (principal-stamp.ts), all read in the same snapshot, so that a route that took the
 * principal from its cache checks it without a round trip of its own.
 */
function statementsOf(spec: ListSpec): Statements {
  let statements = built.get(spec.statement.name);
  if (!statements) {
    const { table, id, name, archivedAt } = spec;
    const ordering = p('ordering');
    const fields = sql.join(
      Object.entries(spec.row).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
      sql`, `,
    );
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
    const version = spec.statement.version ? sql`(select v.version::text from list_versions v where ${spec.statement.version})` : sql`null::text`;
    statements = {
      page: namedStatement(
        spec.statement.name,
        sql`
        select ${principalStamp(p('user'))} as stamp, ${version} as version,
          coalesce('[' || string_agg(page.doc, ',' order by page.ord) || ']', '[]') as json,
          max(page.total)::int as total
        from (
          select (select row_to_json(r)::text from (select ${fields}) r) as doc,
            row_number() over (order by ${order}) as ord, count(*) over () as total
          from ${table} where ${matching}
          order by ord limit ${p('limit')} offset ${p('offset')}
        ) page`,
      ),
      // Whether a page kept by the process still holds: two index lookups.
      version: namedStatement(`${spec.statement.name}_version`, sql`select ${principalStamp(p('user'))} as stamp, ${version} as version`),
    };
    built.set(spec.statement.name, statements);
  }
  return statements;
}

// The pages each database's processes keep (tests run several databases in one process).
const caches = new WeakMap<Db, ListPageCache>();

/**
 * One page of the list as JSON, with its total and the principal's stamp for `stampFor`
 * (0: none asked). A company's list (spec.statement.version) is kept by the process, per
 * owner and query, and read again only when its version moved.
 */
export async function listPage(db: Db, spec: ListSpec, query: ListQuery, stampFor: number | undefined): Promise<JsonPage> {
  const text = query.search?.trim();
  const values = {
    ...spec.statement.params,
    pattern: text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    archived: query.archived ?? null,
    ordering: query.ordering ?? 'id',
    limit: query.limit ?? null,
    offset: query.offset ?? 0,
  };
  const statements = statementsOf(spec);
  let cache = caches.get(db);
  if (!cache && spec.statement.version) caches.set(db, (cache = listPageCache()));
  // Every value of the statement but the user's: a few short texts, joined (JSON.stringify was a visible part of a read's CPU).
  const key = `${spec.statement.name}\u0000${Object.values(values).join('\u0000')}`;
  const cached = spec.statement.version ? cache!.get(key) : undefined;
  if (cached) {
    const [now] = rowsOf<{ stamp: string | null; version: string | null }>(await statements.version(db, { ...values, user: stampFor ?? 0 }));
    if (now!.version === cached.version) return { stamp: now!.stamp, json: cached.json, total: cached.total };
  }
  const [found] = rowsOf<JsonPage & { version: string | null }>(await statements.page(db, { ...values, user: stampFor ?? 0 }));
  const { stamp, version, json } = found!;
  const total = found!.total ?? ((query.offset ?? 0) === 0 ? 0 : null);
  if (spec.statement.version && total !== null) cache!.set(key, { version, json, total });
  return { json, stamp, total };
}
