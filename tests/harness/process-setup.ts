import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from '../../scripts/server-build';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';

/**
 * The process suite's servers start as `npm start` starts one: the built server, on a data directory. A fresh directory
 * starts from a PGlite made and migrated once for the suite: a new one costs PostgreSQL's initdb and every migration
 * (about 20 s a server on two cores), a copy a fraction of a second. The suite proves what a running server does;
 * starting on an empty directory is the API suite's (platform/pglite-thread.test.ts) and the end-to-end server's.
 */
const TEMPLATE_ENV = 'C360_MIGRATED_PGLITE';
/** Set when the suite built the server bundle: its processes run it, as `npm start` does, not the sources under tsx. */
export const BUNDLED_ENV = 'C360_SERVER_BUNDLED';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** vitest globalSetup of the process project: builds the server as `npm start` runs it, makes the template, and removes it after. */
export default async function prepareServers(): Promise<() => void> {
  await buildServerIfStale(root);
  process.env[BUNDLED_ENV] = '1';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'c360-migrated-'));
  const handle = await openDatabase({ pgliteDir: path.join(dir, 'pg'), pgliteThread: true });
  await migrateDatabase(handle);
  await handle.close();
  process.env[TEMPLATE_ENV] = path.join(dir, 'pg');
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Puts the migrated template's PGlite into a new data directory, when the suite made one. */
export function seedDataDir(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, path.join(dataDir, 'pg'), { recursive: true });
}
