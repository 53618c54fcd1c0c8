import { isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Archiving keeps an item that history still names (a closed survey, an employee) while
 * taking it out of the choices offered from now on: a delete would be refused.
 */

/** `archived_at` as ISO text (null while active), so rows serialise the same on every driver. */
export const archivedAtOf = (column: PgColumn) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** `?archived=false`: only active items; `true`: only archived; absent: all (names still resolve). */
export function archivedCondition(column: PgColumn, archived: boolean | undefined): SQL | undefined {
  if (archived === undefined) return undefined;
  return archived ? isNotNull(column) : isNull(column);
}

/** Archiving twice keeps the first date; restoring clears it. */
export const archivedValue = (column: PgColumn, archived: boolean) => (archived ? sql`coalesce(${column}, now())` : null);
