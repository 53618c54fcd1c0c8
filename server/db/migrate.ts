import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../repo-root';
import type { DbHandle } from './client';

export const migrationsFolder = path.join(repoRoot, 'server', 'db', 'migrations');

// Any constant works: it only has to be the same in every process of this product.
const MIGRATION_LOCK = 360_360_001;

/** Applies every pending migration; safe when several processes start at once. */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client as PGlite }), { migrationsFolder });
    return;
  }
  // The advisory lock is per session, so migrate on the very connection that holds it.
  const conn = await handle.client.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
}
