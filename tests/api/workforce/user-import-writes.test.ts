import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db-type';
import { isForeignKeyViolation } from '../../../server/db/errors';
import { employeeImportRepository } from '../../../server/workforce/queries/employee-import';
import { reserveIds } from '../../../server/workforce/queries/employee-import-order';
import { writeSlice } from '../../../server/workforce/queries/employee-import-slice';
import { importSlices } from '../../../server/workforce/queries/import-slice-size';
import type { NewEmployee } from '../../../server/workforce/rules/import/import-port';
import { intArray, rowsOf } from '../../../server/db/sql';
import { signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, listItem } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * The import's writes below the route: a slice is one statement (with the foreign keys on, as
 * a session that may not turn them off writes it, or off with the locks they would take), ids
 * are reserved for the import alone, and a list item or manager deleted while an import runs
 * is seen, undoing everything.
 */
let t: TestApp;
let admin: Session;
let designation: number;
const sizing = { ...importSlices };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
  designation = await listItem(t, admin, 'designation', 'Writer');
});
afterAll(async () => {
  Object.assign(importSlices, sizing);
  await t.close();
});

let n = 0;
function people(count: number, manager: (i: number) => NewEmployee['manager'] = () => null): NewEmployee[] {
  return Array.from({ length: count }, (_, i) => {
    n += 1;
    return {
      username: `writes.${n}`,
      email: `writes.${n}@import-writes.example.com`,
      empCode: `W-${n}`,
      firstName: 'Ana',
      lastName: `Writer ${n}`,
      contactNum: '',
      designationId: designation,
      departmentId: null,
      groupId: null,
      manager: manager(i),
    };
  });
}

/** How the route tells a race lost (a 400 that says so) from a fault. */
async function refusedAsRace(write: Promise<unknown>): Promise<void> {
  const err = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isForeignKeyViolation(err), String(err)).toBe(true);
}

async function company() {
  const [row] = rowsOf<{ employees: number; batches: number; version: number }>(
    await t.db.execute(sql`
    select (select count(*)::int from employees where company_id = ${admin.companyId}) as employees,
      (select count(*)::int from employee_import_batches) as batches,
      (select hierarchy_version from companies where id = ${admin.companyId}) as version`),
  );
  return row!;
}

describe('a slice', () => {
  it('with the foreign keys on writes users, permissions and employees in one statement, a manager inside the slice first or not', async () => {
    const before = await company();
    const rows = people(3);
    const ids = await reserveIds(t.db, rows.length);
    const [batch] = rowsOf<{ id: number }>(await t.db.execute(sql`insert into employee_import_batches (company_id) values (${admin.companyId}) returning id`));
    await t.db.transaction(async (tx) => {
      await writeSlice(
        tx as unknown as Db,
        admin.companyId!,
        {
          rows,
          userIds: ids.users,
          employeeIds: ids.employees,
          parents: [ids.employees[2]!, ids.employees[0]!, null],
        },
        { batchId: batch!.id, invite: false, skipKeys: false },
      );
    });
    const written = rowsOf<{ id: number; parent_id: number | null; batch: number; areas: number }>(
      await t.db.execute(sql`
      select e.id, e.parent_id, u.import_batch_id as batch, (select count(*)::int from permissions p where p.user_id = u.id) as areas
      from employees e join users u on u.id = e.user_id where e.id = any(${intArray(ids.employees)}) order by e.id`),
    );
    expect(written).toEqual([
      { id: ids.employees[0], parent_id: ids.employees[2], batch: batch!.id, areas: 1 },
      { id: ids.employees[1], parent_id: ids.employees[0], batch: batch!.id, areas: 1 },
      { id: ids.employees[2], parent_id: null, batch: batch!.id, areas: 1 },
    ]);
    // The statement trigger moved the tree's version, as for any write of employees.
    expect((await company()).version).toBeGreaterThan(before.version);
    await t.db.execute(sql`delete from employee_import_batches where id = ${batch!.id}`);
  });

  it('with the foreign keys on refuses a manager that is not there, and writes nothing', async () => {
    const before = await company();
    const rows = people(2);
    const ids = await reserveIds(t.db, rows.length);
    const write = t.db.transaction(async (tx) => {
      await writeSlice(
        tx as unknown as Db,
        admin.companyId!,
        {
          rows,
          userIds: ids.users,
          employeeIds: ids.employees,
          parents: [null, 2_000_000_000],
        },
        { batchId: 0, invite: false, skipKeys: false },
      );
    });
    await refusedAsRace(write);
    expect((await company()).employees).toBe(before.employees);
  });
});

describe('an import', () => {
  it('draws ids no other write is given: an employee added afterwards comes after them', async () => {
    const rows = people(5, (i) => (i === 0 ? null : { index: i - 1 }));
    const ids = await reserveIds(t.db, 3);
    expect(new Set(ids.users).size).toBe(3);
    expect(new Set(ids.employees).size).toBe(3);
    expect(await employeeImportRepository(t.db, admin.companyId!).insert(rows)).toBe(5);
    const imported = rowsOf<{ id: number }>(
      await t.db.execute(sql`
      select e.id from employees e join users u on u.id = e.user_id where u.email like 'writes.%' order by e.id`),
    ).map((r) => r.id);
    const later = await createEmployee(t, admin);
    expect(later.id).toBeGreaterThan(Math.max(...imported, ...ids.employees));
  });

  it('leaves nothing when a designation it names is gone by the time a slice is written', async () => {
    Object.assign(importSlices, { firstRows: 2, minRows: 2, maxRows: 2 });
    const before = await company();
    const rows = people(5);
    rows[4]!.designationId = 2_000_000_000;
    await refusedAsRace(employeeImportRepository(t.db, admin.companyId!).insert(rows));
    expect(await company()).toMatchObject({ employees: before.employees, batches: 0 });
    Object.assign(importSlices, sizing);
  });

  it('leaves nothing when a manager already there is gone by the time a slice is written', async () => {
    const before = await company();
    const rows = people(4, (i) => (i === 3 ? { id: 2_000_000_000 } : null));
    await refusedAsRace(employeeImportRepository(t.db, admin.companyId!).insert(rows));
    expect(await company()).toMatchObject({ employees: before.employees, batches: 0 });
  });

  it("inside a caller's transaction leaves its synchronous_commit as it was, its slices' commits waiting on nothing", async () => {
    Object.assign(importSlices, { firstRows: 1, minRows: 1, maxRows: 1 });
    const [{ setting: before }] = rowsOf<{ setting: string }>(await t.db.execute(sql`select current_setting('synchronous_commit') as setting`)) as [
      { setting: string },
    ];
    const after = await t.db.transaction(async (tx) => {
      await employeeImportRepository(tx as unknown as Db, admin.companyId!).insert(people(3));
      return rowsOf<{ setting: string }>(await tx.execute(sql`select current_setting('synchronous_commit') as setting`))[0]!.setting;
    });
    expect(after).toBe(before);
    Object.assign(importSlices, sizing);
  });
});
