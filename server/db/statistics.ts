import { sql } from 'drizzle-orm';
import type { DbHandle } from './client';

const EVERY_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum daemon, so without this its tables never get statistics and
 * the planner, guessing one row everywhere, picks nested loops that re-run a scoring CTE
 * per ratee (seconds become minutes). ANALYZE once at start and every ten minutes keeps the
 * estimates close; it samples, so it stays around a second even at 320,000 answers.
 * PostgreSQL's own autovacuum does this for a server; nothing to do there.
 */
export async function keepStatistics(handle: DbHandle, onError: (err: unknown) => void): Promise<() => void> {
  if (handle.kind !== 'pglite') return () => {};
  await handle.db.execute(sql`analyze`);
  const timer = setInterval(() => {
    handle.db.execute(sql`analyze`).catch(onError);
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
