import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../repo-root';
import type { DbHandle } from './client';

const migrationsFolder = path.join(repoRoot, 'server', 'db', 'migrations');

// Any constant works: it only has to be the same in every process of this product.
const MIGRATION_LOCK = 360_360_001;

/** How many migrations this database has had applied (none before the first). */
async function appliedCount(client: { query(sql: string): Promise<{ rows: unknown[] }> }): Promise<number> {
  const [{ table }] = (await client.query("select to_regclass('drizzle.__drizzle_migrations')::text as table")).rows as [{ table: string | null }];
  if (!table) return 0;
  return ((await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows as [{ n: number }])[0].n;
}

/**
 * Applies every pending migration; safe when several processes start at once. On PGlite it
 * answers how many it applied (PostgreSQL's are applied under a lock some other process may
 * have held: 0 there).
 */
export async function migrateDatabase(handle: DbHandle): Promise<number> {
  if (handle.kind === 'pglite') {
    const client = handle.client as PGlite;
    const before = await appliedCount(client);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return (await appliedCount(client)) - before;
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
  return 0;
}
