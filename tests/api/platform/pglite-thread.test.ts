import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { rowsOf } from '../../../server/db/sql';
import { onPostgres } from '../helpers/test-database';

const dir = mkdtempSync(path.join(os.tmpdir(), 'c360-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// PGlite's own: the PostgreSQL suite has nothing to add.
describe.skipIf(onPostgres())('PGlite on its own thread', () => {
  it('creates a new data directory in a process of its own, migrates it once and opens it again', async () => {
    const pgliteDir = path.join(dir, 'pg');
    const first = await openDatabase({ pgliteDir, pgliteThread: true });
    expect(existsSync(path.join(pgliteDir, 'PG_VERSION'))).toBe(true);
    expect(await migrateDatabase(first)).toBeGreaterThan(0);
    await first.db.execute(sql`insert into companies (name) values ('Thread Ltd')`);
    await first.close();

    const again = await openDatabase({ pgliteDir, pgliteThread: true });
    expect(await migrateDatabase(again)).toBe(0);
    expect(rowsOf(await again.db.execute(sql`select name from companies`))).toEqual([{ name: 'Thread Ltd' }]);
    await again.close();
  }, 120_000);
});
