import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPglite } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { PGlite } from '@electric-sql/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** TEST_DB=postgres: the freshly migrated database; each test file clones it. */
    pgTemplateUrl: string | undefined;
    /** Otherwise: a migrated PGlite data directory dump each file loads (faster than initdb per file). */
    pgliteSnapshot: string | undefined;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(baseUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `c360_test_${randomBytes(4).toString('hex')}`;
    await admin(base, (c) => c.query(`create database ${name}`));
    const url = withDatabase(base, name);
    const handle = await openDatabase({ databaseUrl: url });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('pgTemplateUrl', url);
    project.provide('pgliteSnapshot', undefined);
    return async () => {
      await admin(base, async (c) => {
        const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${name}%`]);
        for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
      });
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'c360-pglite-'));
  const client = await PGlite.create('memory://');
  await migrateDatabase(wrapPglite(client));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgTemplateUrl', undefined);
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
