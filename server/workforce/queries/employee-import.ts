import { sql } from 'drizzle-orm';
import type { ListItems, ListName, NewEmployee, NewListItem, Taken } from '../rules/import/import-port';
import type { Db } from '../../db/db-type';
import { recordAudit, type AuditActor } from '../../audit/record';
import { rowsOf, textArray } from '../../db/sql';
import { writeSlice } from './employee-import-slice';
import { managersFirst, onPglite, reserveIds, sessionSettings } from './employee-import-order';
import { importBatches } from './import-batches';
import { createListItems, pointAtCreated } from './import-list-items';
import { importSlices, sliceSizer } from './import-slice-size';

const LISTS: readonly ListName[] = ['designation', 'department', 'group'];
// Arrays travel as one parameter each: a 100,000-row file is a handful of parameters, not a million.
const texts = textArray;

/**
 * The set-based side of the employee import: the look-ups its rules ask for
 * (EmployeeImportLookups), each answering for a whole file in one query, and the insert of
 * every row, all or none, in a fixed number of statements per slice of rows.
 */
export function employeeImportRepository(db: Db, companyId: number) {
  return {
    /**
     * Usernames and employee codes already in the company, addresses anywhere on the
     * platform (sign-in is by address alone). The comparison runs in the database, with the
     * same lower() as the unique indexes.
     */
    async taken(usernames: string[], emails: string[], empCodes: string[]): Promise<Taken> {
      // One JSON text, not a row per clash: a file of 100,000 clashes answers in one value.
      const result = await db.execute(sql`
        select coalesce(json_agg(json_build_array(kind, value, id)), '[]')::text as body from (
          select 'u' as kind, x as value, null::int as id from unnest(${texts(usernames)}) x
            where exists (select 1 from users where coalesce(company_id, 0) = ${companyId} and lower(username) = lower(x))
          union all
          select 'e', x, null from unnest(${texts(emails)}) x
            where exists (select 1 from users where lower(email) = lower(x))
          union all
          select 'c', x, e.id from unnest(${texts(empCodes)}) x
            join employees e on e.company_id = ${companyId} and lower(btrim(e.emp_code)) = lower(btrim(x))
        ) found`);
      const taken: Taken = { usernames: new Set(), emails: new Set(), empCodes: new Map() };
      const found = JSON.parse(rowsOf<{ body: string }>(result)[0]!.body) as Array<[string, string, number | null]>;
      for (const [kind, value, id] of found) {
        if (kind === 'u') taken.usernames.add(value);
        else if (kind === 'e') taken.emails.add(value);
        else taken.empCodes.set(value, id!);
      }
      return taken;
    },

    /** The company's designations, departments and groups, archived ones marked. */
    async listItems(): Promise<ListItems> {
      const result = await db.execute(sql`
        select list, id, name, archived_at is not null as archived
        from master_items where company_id = ${companyId} and list = any(${texts([...LISTS])}) order by id`);
      const items: ListItems = { designation: [], department: [], group: [] };
      for (const { list, ...item } of rowsOf<{ list: ListName; id: number; name: string; archived: boolean }>(result)) items[list].push(item);
      return items;
    },

    /**
     * Users, their permissions and employees, all or none, written in slices of their own
     * short transactions under an import batch (import-batches.ts): whatever fails, and
     * whenever, the batch is undone. Managers come before their reports, so every slice
     * points only at rows already there. Each slice is one statement (writeSlice), sized by
     * time (import-slice-size.ts). The list items `created` (rows point at them by placeholder)
     * are written first, under the same batch, so they stand or go with the people.
     */
    async insert(rows: NewEmployee[], invite = false, by?: AuditActor, created: readonly NewListItem[] = []): Promise<number> {
      if (rows.length === 0) return 0;
      const batches = importBatches(db, companyId);
      for (const left of await batches.leftovers()) await batches.undo(left);
      const pglite = onPglite(db);
      const session = await sessionSettings(db);
      const order = managersFirst(rows);
      const ids = await reserveIds(db, rows.length);
      // Employee ids by file row, for the managers inside the file.
      const idOfRow = new Array<number>(rows.length);
      order.forEach((row, k) => {
        idOfRow[row] = ids.employees[k]!;
      });
      const sizer = sliceSizer(pglite ? importSlices.pgliteMs : importSlices.postgresMs);
      const batchId = await batches.open();
      try {
        if (created.length) pointAtCreated(rows, await createListItems(db, companyId, batchId, created));
        for (let start = 0; start < order.length; ) {
          const at = order.slice(start, start + sizer.rows);
          const end = start + at.length;
          const slice = {
            rows: at.map((i) => rows[i]!),
            userIds: ids.users.slice(start, end),
            employeeIds: ids.employees.slice(start, end),
            parents: at.map((i) => {
              const m = rows[i]!.manager;
              return m === null ? null : 'id' in m ? m.id : idOfRow[m.index]!;
            }),
          };
          const last = end >= order.length;
          // PostgreSQL: a slice's commit need not wait for the disk; the last one's, which publishes the
          // batch, does (it flushes every earlier one with it), so a crash can only lose an unpublished batch.
          const synchronousCommit = pglite ? undefined : last ? session.synchronousCommit : 'off';
          const began = performance.now();
          await db.transaction(async (tx) => {
            await writeSlice(tx, companyId, slice, { batchId, invite, skipKeys: session.superuser, synchronousCommit });
            if (last) await batches.publish(tx, batchId);
            // The whole import is one entry, with its counts, committed with the publication.
            if (last && by) {
              await recordAudit(tx, by, { action: 'employee.import', entity: 'employee', after: importCounts(rows.length, invite, created) });
            }
          });
          sizer.took(at.length, performance.now() - began);
          start = end;
        }
      } catch (err) {
        await batches.undo(batchId).catch(() => undefined);
        throw err;
      }
      return rows.length;
    },
  };
}

/** The import's audit entry: how many people, and the list items it created by name. */
function importCounts(imported: number, invite: boolean, created: readonly NewListItem[]) {
  const names = (list: ListName) => created.filter((i) => i.list === list).map((i) => i.name);
  return {
    imported,
    invited: invite ? imported : 0,
    ...(created.length ? { created: { designation: names('designation'), department: names('department'), group: names('group') } } : {}),
  };
}

export type EmployeeImportRepository = ReturnType<typeof employeeImportRepository>;
