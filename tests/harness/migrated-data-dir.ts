import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';

/**
 * A PGlite data directory made and migrated once per process suite, that every fresh server directory starts from: a
 * new one costs PostgreSQL's initdb and every migration (about 20 s a server on two cores), a copy a fraction of a
 * second. The suites prove what a running server does; starting on an empty directory is the API suite's
 * (platform/pglite-thread.test.ts) and the end-to-end server's.
 */
const TEMPLATE_ENV = 'C360_MIGRATED_PGLITE';

/** vitest globalSetup of the process project: makes the template, and removes it after the suite. */
export default async function makeMigratedTemplate(): Promise<() => void> {
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
