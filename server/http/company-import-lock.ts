import pg from 'pg';
import type { Db } from '../db/db-type';

// The first half of the advisory-lock key; the company id is the second. Any constant works
// that no other lock of this product uses (migrations take 360_360_001 as one bigint, a
// key space of its own).
export const IMPORT_LOCKS = 360_361;

/**
 * Takes the company's import lock for every server process on the same PostgreSQL: a
 * session advisory lock on a connection held for the import, so that a process that dies
 * mid-import (its connection closes) leaves nothing locked. Null when another process holds
 * it. On PGlite one process owns the database (the data directory lock), and the process's
 * own bookkeeping is the whole rule.
 */
export async function lockCompanyImports(db: Db, companyId: number): Promise<(() => Promise<void>) | null> {
  const pool = '$client' in db ? db.$client : undefined;
  if (!(pool instanceof pg.Pool)) return async () => undefined;
  const conn = await pool.connect();
  let locked: boolean;
  try {
    const { rows } = await conn.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [IMPORT_LOCKS, companyId]);
    locked = rows[0]?.locked === true;
  } catch (err) {
    conn.release(err as Error);
    throw err;
  }
  if (!locked) {
    conn.release();
    return null;
  }
  return async () => {
    try {
      await conn.query('select pg_advisory_unlock($1, $2)', [IMPORT_LOCKS, companyId]);
      conn.release();
    } catch (err) {
      // Destroyed rather than pooled: closing the session releases its locks.
      conn.release(err as Error);
    }
  };
}
