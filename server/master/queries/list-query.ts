import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../schemas/list-query';

export interface Page<T> {
  rows: T[];
  /** Rows matching the search, before limit and offset (X-Total-Count). */
  total: number;
}

/** `?search=` as a plain "contains", any case: % and _ typed by a person are literal. */
export function searchCondition(columns: readonly PgColumn[], search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** `?ordering=name` or `-name`; text sorts ignore case; the id breaks ties so pages are stable. */
export function orderingOf(sortable: Record<string, PgColumn>, id: PgColumn, ordering: string | undefined): SQL[] {
  const key = ordering?.replace(/^-/, '') ?? 'id';
  const column = sortable[key] ?? id;
  const by = (c: PgColumn | SQL) => (ordering?.startsWith('-') ? desc(c) : asc(c));
  const value = column.columnType === 'PgText' ? sql`lower(${column})` : column;
  return column === id ? [by(id)] : [by(value), asc(id)];
}

/**
 * One page of rows and the total. When the page reaches the end of the list (no limit, or
 * fewer rows than the limit) the total follows from the offset, so the count comes free;
 * only a full page, or an offset past the end, needs a second query to count.
 */
export async function pageOf<T>(
  query: ListQuery,
  rows: (limit: number | undefined, offset: number | undefined) => Promise<T[]>,
  total: () => Promise<Array<{ n: number }>>,
): Promise<Page<T>> {
  const offset = query.offset ?? 0;
  const found = await rows(query.limit, offset);
  const reachedEnd = query.limit === undefined || found.length < query.limit;
  if (reachedEnd && (found.length > 0 || offset === 0)) return { rows: found, total: offset + found.length };
  const [counted] = await total();
  return { rows: found, total: counted?.n ?? 0 };
}
