import { sql } from 'drizzle-orm';
import type { NewEmployee, NewListItem } from '../rules/import/import-port';
import type { Db } from '../../db/db-type';
import { rowsOf, textArray } from '../../db/sql';

/**
 * The designations, departments and groups an import creates for its rows, in one statement
 * whatever their number, marked with the import's batch so that undoing the batch removes
 * them with its people (import-batches.ts). Answers each item's id, in the order given.
 */
export async function createListItems(db: Db, companyId: number, batchId: number, items: readonly NewListItem[]): Promise<number[]> {
  const result = await db.execute(sql`
    insert into master_items (company_id, list, name, import_batch_id)
    select ${companyId}::int, t.list, t.name, ${batchId}::int
    from unnest(${textArray(items.map((i) => i.list))}, ${textArray(items.map((i) => i.name))}) with ordinality as t(list, name, k)
    order by t.k
    returning id, list, name`);
  // Each (list, name) is there once: the check gathered every spelling of a name into one item.
  const idOf = new Map(rowsOf<{ id: number; list: string; name: string }>(result).map((r) => [`${r.list}\u0000${r.name}`, r.id]));
  return items.map((i) => idOf.get(`${i.list}\u0000${i.name}`)!);
}

/** The rows' placeholders (-1 for the first item created…) swapped for the items' ids, in place. */
export function pointAtCreated(rows: NewEmployee[], ids: readonly number[]): void {
  const real = (id: number | null) => (id !== null && id < 0 ? ids[-id - 1]! : id);
  for (const row of rows) {
    row.designationId = real(row.designationId);
    row.departmentId = real(row.departmentId);
    row.groupId = real(row.groupId);
  }
}
