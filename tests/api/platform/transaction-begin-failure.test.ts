import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/sql';
import { onPostgres, openTestDatabase } from '../helpers/test-database';

/** Fails every BEGIN while `failing` is set, as a connection lost at checkout would. */
class FailingBegins implements Logger {
  failing = false;
  logQuery(query: string): void {
    if (this.failing && /^\s*begin/i.test(query)) throw new Error('connection lost before BEGIN');
  }
}

/**
 * The fault suite hung on PostgreSQL: drizzle kept the pooled client of every
 * transaction whose BEGIN failed, and after ten the pool had none left. PGlite has one
 * session and no pool (it sends its own BEGIN), so there is nothing to lose there.
 */
describe.runIf(onPostgres())('a pooled transaction whose BEGIN fails', () => {
  const faults = new FailingBegins();
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase({ logger: faults });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('gives its connection back: more failures than the pool holds, then transactions work', { timeout: 10_000 }, async () => {
    faults.failing = true;
    for (let i = 0; i < 25; i += 1) {
      await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow(/connection lost/);
    }
    faults.failing = false;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => handle.db.transaction(async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`select ${i}::int as n`))[0]!.n)),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
