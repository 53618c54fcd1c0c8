import { sql, type SQL } from 'drizzle-orm';

/** A timestamp parameter inside raw SQL, where drizzle cannot map the Date by its column. */
export function timestampParam(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}
