import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './db-type';
import { asPglite, startPgliteThread, type PgliteClient } from './pglite-thread/client';
import { takingTurns } from './pglite-turns';
import { releaseClientsOnFailedTransactions } from './pool-transactions';
import * as schema from './schema';

export type DbHandle =
  | { kind: 'pglite'; db: Db; client: PGlite | PgliteClient; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; client: pg.Pool; close(): Promise<void> };

interface DatabaseOptions {
  /** postgres://… selects node-postgres; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's directory; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /** Sees every statement just before it runs; one that throws fails the statement (tests inject faults so). */
  logger?: Logger | undefined;
  /** PGlite on a worker thread of its own (the server), rather than on the caller's (tools, tests). */
  pgliteThread?: boolean | undefined;
}

/**
 * The server's PGlite: its own shared_buffers is 128 MB, all of it touched at start, most of
 * a server's memory at rest. The data directory's files stay in the OS's page cache, so 8 MB
 * costs little speed (bench: organization, load) and saves about 120 MB. In memory (tests),
 * with no page cache under it, PGlite keeps its default.
 */
const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=8MB',
];

export async function openDatabase(options: DatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its server must not crash the process.
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
    const db = drizzlePg({ client: pool, schema, logger: options.logger });
    releaseClientsOnFailedTransactions(db, pool);
    return { kind: 'postgres', db, client: pool, close: () => pool.end() };
  }
  const dataDir = options.pgliteDir ?? 'memory://';
  if (options.pgliteThread) {
    const client = await startPgliteThread({ dataDir, startParams: PGLITE_START_PARAMS });
    const db = drizzlePglite({ client: asPglite(client), schema, logger: options.logger });
    return { kind: 'pglite', db, client, close: () => client.close() };
  }
  return wrapPglite(await PGlite.create(dataDir), options.logger);
}

/** A handle over a PGlite already open (tests load a migrated snapshot into one). */
export function wrapPglite(client: PGlite, logger?: Logger): DbHandle {
  const db = drizzlePglite({ client: takingTurns(client), schema, logger });
  return { kind: 'pglite', db, client, close: () => client.close() };
}
