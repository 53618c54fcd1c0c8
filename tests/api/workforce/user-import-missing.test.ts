import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, masterItems, users } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { csvOf, person, type Person } from '../helpers/employee-import';
import { employeeWith, listItem, send, workforceCounts } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { multipartFile } from '../helpers/upload';

/**
 * POST /api/user-import/ with designations, departments and groups the company lacks: listed
 * once per name (not once per row), then created with the employees when asked, all or none,
 * in the caller's company only.
 */
let t: TestApp;
let admin: Session;
let other: Session;
let engineer: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Missing Lists' });
  other = await signUpCompany(t, { company_name: 'Other Lists' });
  engineer = await listItem(t, admin, 'designation', 'Engineer');
  await listItem(t, other, 'department', 'Logistics');
});
afterAll(async () => {
  await t.close();
});

function importing(s: Session, people: Person[], createMissing = false) {
  const { payload, headers } = multipartFile('people.csv', csvOf(people));
  const url = createMissing ? '/api/user-import/?create_missing=true' : '/api/user-import/';
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...s.headers } });
}

/** A company's items of a list, by name. */
async function itemsOf(s: Session, list: string) {
  const rows = await t.db
    .select({ id: masterItems.id, name: masterItems.name })
    .from(masterItems)
    .where(and(eq(masterItems.companyId, s.companyId!), eq(masterItems.list, list)));
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function storedByEmail(emails: string[]) {
  const rows = await t.db
    .select({
      email: users.email,
      companyId: employees.companyId,
      designationId: employees.designationId,
      departmentId: employees.departmentId,
      groupId: employees.groupId,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, r]));
}

describe('a file naming items the lists lack', () => {
  const rows = [
    person({ designation: 'engineer', department: 'Sales', group: 'North team' }),
    person({ designation: 'ENGINEER ', department: 'sales ', group: 'north  TEAM' }),
    person({ designation: 'Field  Technician', department: ' SALES', group: '' }),
    person({ designation: 'Engineer', department: 'Logistics', group: 'North team' }),
  ];

  it('is refused once per missing name, grouped by list, and nothing is written', async () => {
    const before = await workforceCounts(t);
    const res = await importing(admin, rows);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['The file names 4 items that Master data does not have yet (1 designation, 2 departments and 1 group); nothing was imported.'],
      missing: [
        { list: 'designation', name: 'Field Technician', rows: [4], row_count: 1 },
        { list: 'department', name: 'Sales', rows: [2, 3, 4], row_count: 3 },
        // Another company's "Logistics" is not this company's.
        { list: 'department', name: 'Logistics', rows: [5], row_count: 1 },
        { list: 'group', name: 'North team', rows: [2, 3, 5], row_count: 3 },
      ],
    });
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('with ?create_missing=true creates each missing name once and every employee, pointing at them', async () => {
    const otherLists = await itemsOf(other, 'department');
    const res = await importing(admin, rows, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 4, invited: 0, created: 4 });

    const departments = await itemsOf(admin, 'department');
    const designations = await itemsOf(admin, 'designation');
    const groups = await itemsOf(admin, 'group');
    // 'Sales', 'sales ' and ' SALES' are one department, spelled as the first row has it; 'engineer' is the existing Engineer.
    expect([...departments.keys()].sort()).toEqual(['Logistics', 'Sales']);
    expect([...designations.keys()].sort()).toEqual(['Engineer', 'Field Technician']);
    expect(designations.get('Engineer')).toBe(engineer);
    expect([...groups.keys()]).toEqual(['North team']);

    const found = await storedByEmail(rows.map((r) => r.email!));
    expect(found.get(rows[0]!.email!)).toEqual({
      email: rows[0]!.email,
      companyId: admin.companyId,
      designationId: engineer,
      departmentId: departments.get('Sales'),
      groupId: groups.get('North team'),
    });
    expect(found.get(rows[1]!.email!)).toMatchObject({ designationId: engineer, departmentId: departments.get('Sales'), groupId: groups.get('North team') });
    expect(found.get(rows[2]!.email!)).toMatchObject({
      designationId: designations.get('Field Technician'),
      departmentId: departments.get('Sales'),
      groupId: null,
    });
    expect(found.get(rows[3]!.email!)).toMatchObject({ departmentId: departments.get('Logistics') });
    // The other company's list is as it was, and its Logistics is not the one used.
    expect(await itemsOf(other, 'department')).toEqual(otherLists);
    expect(departments.get('Logistics')).not.toBe(otherLists.get('Logistics'));

    // The new items are in Master data as any other.
    const listed = (await send(t, admin, 'GET', '/api/department/')).json() as Array<{ id: number; name: string }>;
    expect(listed.map((d) => d.name).sort()).toEqual(['Logistics', 'Sales']);
    const [entry] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, admin.companyId!), eq(auditLog.action, 'employee.import')));
    expect(entry?.after).toEqual({
      imported: 4,
      invited: 0,
      created: { designation: ['Field Technician'], department: ['Sales', 'Logistics'], group: ['North team'] },
    });
  });

  it('uses the items once they exist: the same file with new people asks nothing more', async () => {
    const again = rows.map((r) => person({ designation: r.designation, department: r.department, group: r.group }));
    const before = await workforceCounts(t);
    const res = await importing(admin, again);
    expect(res.statusCode, res.body).toBe(200);
    expect((await workforceCounts(t)).masterItems).toBe(before.masterItems);
  });
});

describe('all or none', () => {
  it('creates nothing when another row has a problem, and lists both', async () => {
    const before = await workforceCounts(t);
    const res = await importing(admin, [person({ department: 'Finance' }), person({ email: 'not-an-address', department: 'finance' })], true);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: [
        '1 row has problems; nothing was imported.',
        'The file also names 1 item that Master data does not have yet (1 department): fix the rows first, then they can be created with the import.',
      ],
      rows: [{ row: 3, field: 'email', message: 'Email: Enter a valid email address; got "not-an-address".' }],
      missing: [{ list: 'department', name: 'Finance', rows: [2, 3], row_count: 2 }],
    });
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('removes the items it created when the write is refused (an address taken, found by the database)', async () => {
    const taken = await employeeWith(t, other);
    const before = await workforceCounts(t);
    const res = await importing(admin, [person({ group: 'Night shift' }), person({ email: taken.email, group: 'Day shift' })], true);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().rows).toEqual([{ row: 3, field: 'email', message: expect.stringContaining('already signs in') }]);
    expect(await workforceCounts(t)).toEqual(before);
    expect([...(await itemsOf(admin, 'group')).keys()]).toEqual(['North team']);
  });

  it('reports a name that could not be created on its rows, not as an item to create', async () => {
    const long = 'x'.repeat(121);
    const res = await importing(admin, [person({ designation: long })], true);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['1 row has problems; nothing was imported.'],
      rows: [
        {
          row: 2,
          field: 'designation',
          message: `No designation is called "${long}", and one cannot be created so named: Ensure this field has no more than 120 characters.`,
        },
      ],
    });
  });

  it('creates at most 1,000 items: a file naming more is refused as a whole', async () => {
    const before = await workforceCounts(t);
    const res = await importing(
      admin,
      Array.from({ length: 1001 }, (_, i) => person({ group: `Team ${i}` })),
      true,
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.file).toEqual([
      'The file names 1,001 designations, departments and groups that Master data does not have; an import creates at most 1,000. Check that each column holds what its header says.',
    ]);
    expect(body.missing).toHaveLength(1000);
    expect(await workforceCounts(t)).toEqual(before);
  });
});

describe('who may create them', () => {
  it('needs the master permission: workforce alone is told the items are missing, and is refused creating them', async () => {
    const hr = await employeeWith(t, admin, { workforce: true });
    const before = await workforceCounts(t);
    const file = [person({ department: 'Warehouse' })];
    const told = await importing(hr, file);
    expect(told.statusCode).toBe(400);
    expect(told.json().missing).toEqual([{ list: 'department', name: 'Warehouse', rows: [2], row_count: 1 }]);
    const refused = await importing(hr, file, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/needs the Master data permission/);
    expect(await workforceCounts(t)).toEqual(before);

    const master = await employeeWith(t, admin, { workforce: true, master: true });
    expect((await importing(master, file, true)).statusCode).toBe(200);
    expect((await itemsOf(admin, 'department')).has('Warehouse')).toBe(true);
    expect((await itemsOf(other, 'department')).has('Warehouse')).toBe(false);
  });
});
