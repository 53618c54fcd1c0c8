import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db-type';

// The first half of the advisory-lock key; a hash of the resource the second. No other lock of this product uses it
// (company-import-lock.ts takes 360_361, migrations 360_360_001 as one bigint).
const EDIT_LOCKS = 360_362;

// At most this many guarded writes of one process hold a pooled connection for their lock at once (the pool has 10),
// so that the writes themselves always find a connection: no lock waits on a write that waits on the pool.
const MAX_HELD = 3;

/** A resource's lock key: 32 bits of its name's hash. */
const keyOf = (resource: string) => createHash('sha256').update(resource).digest().readInt32BE(0);

/**
 * Locks that serialise guarded writes to one resource, so that the check of If-Match and the write it lets through
 * are one step: two writes racing with the same tag cannot both pass. In the process, a queue per resource; on
 * PostgreSQL also a session advisory lock on a connection held for the write, for the other processes. On PGlite
 * one process owns the database (the data directory's lock), and the queue is the whole rule.
 */
export function editLocks(db: Db) {
  const pool = '$client' in db ? db.$client : undefined;
  const tails = new Map<string, Promise<void>>();
  let held = 0;
  const waiting: (() => void)[] = [];

  const slot = async () => {
    if (held >= MAX_HELD) await new Promise<void>((resolve) => waiting.push(resolve));
    held += 1;
  };
  const freeSlot = () => {
    held -= 1;
    waiting.shift()?.();
  };

  async function advisory(resource: string): Promise<() => Promise<void>> {
    if (!(pool instanceof pg.Pool)) return async () => undefined;
    await slot();
    let conn: pg.PoolClient;
    try {
      conn = await pool.connect();
      await conn.query('select pg_advisory_lock($1, $2)', [EDIT_LOCKS, keyOf(resource)]);
    } catch (err) {
      freeSlot();
      throw err;
    }
    return async () => {
      try {
        await conn.query('select pg_advisory_unlock($1, $2)', [EDIT_LOCKS, keyOf(resource)]);
        conn.release();
      } catch (err) {
        // Destroyed rather than pooled: closing the session releases its locks.
        conn.release(err as Error);
      } finally {
        freeSlot();
      }
    };
  }

  /** Waits for the resource's lock; the function returned releases it (once, whatever calls it). */
  return async function lock(resource: string): Promise<() => Promise<void>> {
    const before = tails.get(resource) ?? Promise.resolve();
    let open!: () => void;
    const mine = new Promise<void>((resolve) => {
      open = resolve;
    });
    const tail = before.then(() => mine);
    tails.set(resource, tail);
    await before;
    let unlockDb: () => Promise<void>;
    try {
      unlockDb = await advisory(resource);
    } catch (err) {
      open();
      throw err;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await unlockDb();
      if (tails.get(resource) === tail) tails.delete(resource);
      open();
    };
  };
}
