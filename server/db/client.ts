import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { takingTurns } from './pglite-turns';
import { releaseClientsOnFailedTransactions } from './pool-transactions';
import * as schema from './schema';

/** The one query interface every repository takes, whichever engine runs below. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; client: pg.Pool; close(): Promise<void> };

export interface DatabaseOptions {
  /** postgres://… selects node-postgres; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's directory; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /** Sees every statement just before it runs; one that throws fails the statement (tests inject faults so). */
  logger?: Logger | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its server must not crash the process.
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
    const db = drizzlePg({ client: pool, schema, logger: options.logger }) as unknown as Db;
    releaseClientsOnFailedTransactions(db, pool);
    return { kind: 'postgres', db, client: pool, close: () => pool.end() };
  }
  return wrapPglite(await PGlite.create(options.pgliteDir ?? 'memory://'), options.logger);
}

/** A handle over a PGlite already open (tests load a migrated snapshot into one). */
export function wrapPglite(client: PGlite, logger?: Logger): DbHandle {
  const db = drizzlePglite({ client: takingTurns(client), schema, logger }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}
