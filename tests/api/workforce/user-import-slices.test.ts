import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import { importSlices } from '../../../server/workforce/queries/import-slice-size';
import { rowsOf, textArray } from '../../../server/db/sql';
import { signUpCompany, type Session } from '../helpers/accounts';
import { csvOf, importFile, person, type Person } from '../helpers/employee-import';
import { createEmployee, listItem } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-database';
import { changedTables, digest } from '../proof/digest';
import { multipartFile } from '../helpers/upload';

/**
 * A large import is written in slices of their own transactions (here SLICE_ROWS each, sized
 * by time otherwise), and is still all or nothing: a bad last row, a last row that clashes
 * with the database (found by the write, then named), or a database error in the last slice
 * after the others have committed, leaves every table of both companies as it was.
 */
const SLICE_ROWS = 500;
const ROWS = 2 * SLICE_ROWS + SLICE_ROWS / 2;
const sizing = { ...importSlices };

/** Fails the n-th statement matching `pattern` once, as a lost connection or a full disk would. */
class FailNth implements Logger {
  private left: number | null = null;
  private pattern = /^$/;
  fired = false;
  arm(pattern: RegExp, nth: number) {
    this.pattern = pattern;
    this.left = nth;
    this.fired = false;
  }
  logQuery(query: string): void {
    if (this.left === null || !this.pattern.test(query)) return;
    this.left -= 1;
    if (this.left === 0) {
      this.left = null;
      this.fired = true;
      throw new Error('injected fault');
    }
  }
}

const faults = new FailNth();
let handle: DbHandle;
let t: TestApp;
let admin: Session;
let other: Session;
let elsewhere: Awaited<ReturnType<typeof createEmployee>>;
beforeAll(async () => {
  Object.assign(importSlices, { firstRows: SLICE_ROWS, minRows: SLICE_ROWS, maxRows: SLICE_ROWS });
  handle = await openTestDatabase({ logger: faults });
  t = await buildTestApp({ handle });
  admin = await signUpCompany(t);
  other = await signUpCompany(t);
  await listItem(t, admin, 'designation', 'Analyst');
  await createEmployee(t, admin);
  elsewhere = await createEmployee(t, other);
}, 120_000);
afterAll(async () => {
  Object.assign(importSlices, sizing);
  await t.close();
  await handle.close();
});

/**
 * Every table's rows; the companies' without the tree's cache key, which a committed slice
 * moves on, and without the lists' (list_versions), which list items created then removed move on.
 */
async function everything() {
  await t.app.invitations.settled();
  const { companies: _moved, list_versions: _listsMoved, ...tables } = await digest(t.db);
  const companies = rowsOf(await t.db.execute(sql`select id, name, contact_num, anonymity_threshold from companies order by id`));
  return { tables, companies };
}

/** A chain of managers running backwards through the file, so every slice names managers of later ones. */
function chain(): Person[] {
  const people = Array.from({ length: ROWS }, () => person({ designation: 'Analyst' }));
  people.forEach((p, i) => {
    if (i < ROWS - 1) p.manager_emp_code = people[i + 1]!.emp_code;
  });
  return people;
}

describe('an import of several slices', () => {
  it('with a bad last row imports nothing', async () => {
    const people = chain();
    people[ROWS - 1]!.email = 'not-an-address';
    const before = await everything();
    const res = await importFile(t, admin, 'people.csv', csvOf(people));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().rows).toEqual([expect.objectContaining({ row: ROWS + 1, field: 'email' })]);
    expect(await everything()).toEqual(before);
  });

  it("with its last row's address and code already taken, found as that slice is written, names the row and leaves nothing", async () => {
    const people = chain();
    people[ROWS - 1]!.email = elsewhere.email.toUpperCase();
    people[ROWS - 1]!.username = elsewhere.username;
    const before = await everything();
    const res = await importFile(t, admin, 'people.csv', csvOf(people));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['1 row has problems; nothing was imported.'],
      // Usernames are unique within a company only: the other company's is no clash.
      rows: [{ row: ROWS + 1, field: 'email', message: expect.stringContaining('already signs in to an account') }],
    });
    expect(await everything()).toEqual(before);
  }, 120_000);

  it('with a database error in its last slice leaves nothing, then imports whole when sent again', async () => {
    const people = chain();
    const before = await everything();
    faults.arm(/insert into employees/i, Math.ceil(ROWS / SLICE_ROWS));
    const res = await importFile(t, admin, 'people.csv', csvOf(people));
    expect(faults.fired).toBe(true);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await everything()).toEqual(before);

    const again = await importFile(t, admin, 'people.csv', csvOf(people));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ imported: ROWS, invited: 0 });
    const [row] = rowsOf<{ n: number; linked: number; batches: number }>(
      await t.db.execute(sql`
      select count(*)::int as n, count(e.parent_id)::int as linked, (select count(*)::int from employee_import_batches) as batches
      from employees e join users u on u.id = e.user_id where u.email like 'imp%' and e.emp_code = any(${textArray(people.map((p) => p.emp_code!))})`),
    );
    expect(row).toEqual({ n: ROWS, linked: ROWS - 1, batches: 0 });
  }, 120_000);

  it('creating the list items it names, with a database error in its last slice, leaves nothing, those items included', async () => {
    const people = chain().map((p, i) => ({ ...p, department: i % 2 ? 'Night shift' : 'night SHIFT ', group: `Crew ${i % 3}` }));
    const before = await everything();
    faults.arm(/insert into employees/i, Math.ceil(ROWS / SLICE_ROWS));
    const { payload, headers } = multipartFile('people.csv', csvOf(people));
    const res = await t.app.inject({ method: 'POST', url: '/api/user-import/?create_missing=true', payload, headers: { ...headers, ...admin.headers } });
    expect(faults.fired).toBe(true);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const after = await everything();
    expect(changedTables(before.tables, after.tables)).toEqual([]);
    expect(after).toEqual(before);
    const [left] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from master_items where name ilike '%shift%' or name like 'Crew %'`));
    expect(left!.n).toBe(0);
  }, 120_000);
});
