import { sql, type SQL } from 'drizzle-orm';

/** A timestamp parameter inside raw SQL, where drizzle cannot map the Date by its column. */
export function timestampParam(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

const INT4_MAX = 2_147_483_647;

/**
 * True for a value an integer id column can hold. Schemas only say "integer ≥ 1", and
 * PostgreSQL answers a larger one with an error, not an empty result: look it up as "none".
 */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX;
}

/** A person's display name in raw SQL: first and last name, else the username. `u` is the users row. */
export const userDisplayName: SQL = sql`coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username)`;

/** A timestamp as JSON answers carry it; the drivers return Date or text. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** Arrays as one parameter each, for `unnest(…)` and `= any(…)` in set-based writes. */
export const intArray = (values: Array<number | null>): SQL => sql`${sql.param(values)}::int[]`;
export const textArray = (values: Array<string | null>): SQL => sql`${sql.param(values)}::text[]`;

/** Rows of a raw query, whichever driver ran it (PGlite and node-postgres both answer `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
