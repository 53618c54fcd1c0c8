import type { PGlite } from '@electric-sql/pglite';
import { nextTurn } from '../shared/rules/turns';

/**
 * PGlite as drizzle uses it (query and transaction), each statement or transaction taking
 * its turn only after the event loop has had one. PGlite runs statements synchronously on
 * this thread and hands its lock from one waiting statement to the next through promises,
 * so under load the queue drained without a pause for I/O: connections waited to be
 * accepted and read while others were served again and again. At 100 connections some
 * clients waited over 10 s for an answer others got in 0.3 s; with a turn each, every
 * connection is served within the p99 (bench: load). A transaction's own statements do
 * not wait: they hold the database, and should be done quickly.
 */
export function takingTurns(client: PGlite): PGlite {
  // A cast, not a type: drizzle's driver is typed for a whole PGlite, and these two methods are all it calls.
  return {
    query: async (...args: Parameters<PGlite['query']>) => {
      await nextTurn();
      return client.query(...args);
    },
    transaction: async (work: Parameters<PGlite['transaction']>[0]) => {
      await nextTurn();
      return client.transaction(work);
    },
  } as unknown as PGlite;
}
