import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation } from '../../db/errors';
import { intArray, rowsOf } from '../../db/sql';

/** Rows removed per transaction when a batch is undone: short enough that other requests are served between. */
const UNDO_ROWS = 1000;

/**
 * The bookkeeping that keeps an employee import all-or-nothing although it is written in
 * slices, each its own short transaction (so that PGlite's one connection serves other
 * companies between them). A batch row is committed before the first slice; every user
 * written carries its id; the last slice deletes the batch row in its own transaction, and
 * that commit publishes the import. Until then a failure (a refused statement, a crash, a
 * lost connection) leaves the batch row behind, and undoing it removes exactly its users,
 * with their permissions and employees (ON DELETE CASCADE), and the list items it created
 * (master_items.import_batch_id), nobody else's rows.
 */
export function importBatches(db: Db, companyId: number) {
  return {
    async open(): Promise<number> {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`
        insert into employee_import_batches (company_id) values (${companyId}) returning id`),
      );
      return row!.id;
    },

    /** In the last slice's transaction: from its commit on, the batch's rows are the company's for good. */
    publish: (tx: Db, batchId: number) => tx.execute(sql`delete from employee_import_batches where id = ${batchId}`),

    /** Batches of this company left by a failed or crashed import (call only while holding the company's import gate). */
    async leftovers(): Promise<number[]> {
      const result = await db.execute(sql`select id from employee_import_batches where company_id = ${companyId} order by id`);
      return rowsOf<{ id: number }>(result).map((r) => r.id);
    },

    /**
     * Removes a batch's rows, a slice at a time, then the batch. A manager inside the batch
     * is detached from its reports first, so that the slices may go in any order.
     */
    async undo(batchId: number): Promise<void> {
      for (;;) {
        const removed = await db.transaction(async (tx) => {
          const ids = rowsOf<{ id: number }>(
            await tx.execute(sql`
            select id from users where company_id = ${companyId} and import_batch_id = ${batchId} order by id limit ${UNDO_ROWS}`),
          ).map((r) => r.id);
          if (ids.length === 0) return 0;
          await tx.execute(sql`
            update employees set parent_id = null
            where company_id = ${companyId} and parent_id in (select id from employees where user_id = any(${intArray(ids)}))`);
          await tx.execute(sql`delete from users where id = any(${intArray(ids)})`);
          return ids.length;
        });
        if (removed === 0) break;
      }
      await removeListItems(db, companyId, batchId);
      await db.execute(sql`delete from employee_import_batches where id = ${batchId}`);
    },
  };
}

/**
 * The list items a batch created. One that someone gave to an employee or a survey while the
 * import ran is theirs now: then the batch's items are kept, no longer marked as the batch's.
 */
async function removeListItems(db: Db, companyId: number, batchId: number): Promise<void> {
  try {
    await db.execute(sql`delete from master_items where company_id = ${companyId} and import_batch_id = ${batchId}`);
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    await db.execute(sql`update master_items set import_batch_id = null where company_id = ${companyId} and import_batch_id = ${batchId}`);
  }
}

/** Companies with a batch left behind (startup looks for them after a crash). */
export async function companiesWithLeftovers(db: Db): Promise<number[]> {
  const result = await db.execute(sql`select distinct company_id from employee_import_batches order by company_id`);
  return rowsOf<{ company_id: number }>(result).map((r) => r.company_id);
}
