import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, wrapPglite, type DbHandle } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { takePglite } from './pglite-pool';

export const onPostgres = () => Boolean(inject('pgTemplateUrl'));

async function onMaintenanceDb(templateUrl: string, sql: string): Promise<void> {
  const u = new URL(templateUrl);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: a clone of the migrated PostgreSQL
 * database (TEST_DB=postgres) or a PGlite holding just the migrated snapshot (pglite-pool.ts). Files run
 * in parallel, so each has its own and counts in one file are not disturbed by another.
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<DbHandle> {
  const templateUrl = inject('pgTemplateUrl');
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    // Two files cloning at the same instant can see each other as "accessing" the template.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await onMaintenanceDb(templateUrl, `create database ${name} template ${template}`);
        break;
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
    const u = new URL(templateUrl);
    u.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: u.toString(), logger: options.logger });
    await migrateDatabase(handle);
    return {
      ...handle,
      async close() {
        await handle.close();
        await onMaintenanceDb(templateUrl, `drop database if exists ${name} with (force)`);
      },
    } as DbHandle;
  }
  const { client, giveBack } = await takePglite();
  const handle = wrapPglite(client, options.logger);
  await migrateDatabase(handle);
  return { ...handle, close: giveBack };
}
