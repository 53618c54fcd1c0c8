import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_DEFAULT_PERMISSIONS } from '../../../schemas/permissions';
import { employees, permissions, users } from '../../../server/db/schema';
import { mailsTo, signUpCompany, type Session } from '../helpers/accounts';
import { COLUMNS, csvOf, importFile, person, xlsxOf } from '../helpers/employee-import';
import { activate, createEmployee, listItem, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** POST /api/user-import/ with good files, and the template. */
let t: TestApp;
let admin: Session;
let lists: { designation: number; department: number; group: number };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Import Works' });
  lists = {
    designation: await listItem(t, admin, 'designation', 'Engineer'),
    department: await listItem(t, admin, 'department', 'Research & Development'),
    group: await listItem(t, admin, 'group', 'Platform'),
  };
});
afterAll(async () => {
  await t.close();
});

/** The imported people by email, as stored. */
async function stored(emails: string[]) {
  const rows = await t.db
    .select({
      id: employees.id,
      userId: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      contactNum: users.contactNum,
      role: users.role,
      passwordHash: users.passwordHash,
      companyId: employees.companyId,
      empCode: employees.empCode,
      designationId: employees.designationId,
      departmentId: employees.departmentId,
      groupId: employees.groupId,
      parentId: employees.parentId,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, r]));
}

describe('a good CSV', () => {
  it('creates every employee in its lists, links managers in the file and already there, and mails each one when asked to', async () => {
    const boss = await createEmployee(t, admin);
    // The first row's manager comes later in the file; the third reports to an existing employee.
    const lead = person({ designation: ' engineer ', department: 'RESEARCH  &  development', group: 'Platform', contact_num: '+1 (555) 010-2030' });
    const dev = person({ manager_emp_code: lead.emp_code!.toUpperCase() });
    const rows = [dev, lead, person({ manager_emp_code: String(boss.emp_code) }), person()];
    const res = await importFile(t, admin, 'people.csv', `\uFEFF${csvOf(rows)}\n,,,,,,,,,\n`, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 4, invited: 4 });

    const found = await stored(rows.map((r) => r.email!));
    expect(found.size).toBe(4);
    const leadRow = found.get(lead.email!)!;
    expect(leadRow).toMatchObject({
      username: lead.username,
      empCode: lead.emp_code,
      firstName: 'Lea',
      role: 'user',
      passwordHash: null,
      companyId: admin.companyId,
      contactNum: '+1 (555) 010-2030',
      designationId: lists.designation,
      departmentId: lists.department,
      groupId: lists.group,
      parentId: null,
    });
    expect(found.get(dev.email!)!.parentId).toBe(leadRow.id);
    expect(found.get(rows[2]!.email!)!.parentId).toBe(boss.id);
    expect(found.get(rows[3]!.email!)).toMatchObject({ parentId: null, designationId: null, contactNum: '' });

    const areas = await t.db
      .select()
      .from(permissions)
      .where(
        inArray(
          permissions.userId,
          [...found.values()].map((r) => r.userId),
        ),
      );
    expect(areas).toHaveLength(4);
    for (const a of areas) expect(a).toEqual({ userId: a.userId, ...EMPLOYEE_DEFAULT_PERMISSIONS, coach: false });

    await t.app.invitations.settled();
    for (const r of rows) {
      const mails = await mailsTo(t.db, r.email!);
      expect(mails, r.email).toHaveLength(1);
      expect(mails[0]!.subject).toContain('Import Works');
      expect(mails[0]!.text).toMatch(/\/authentication\/password-reset\/[A-Za-z0-9_-]+/);
    }
    const pending = await t.db
      .select({ p: employees.invitePending })
      .from(employees)
      .where(
        inArray(
          employees.id,
          [...found.values()].map((r) => r.id),
        ),
      );
    expect(pending.every((r) => !r.p)).toBe(true);
  });

  it('lists the imported people in the workforce, and one can set a password from the mail and sign in', async () => {
    const someone = person();
    expect((await importFile(t, admin, 'one.csv', csvOf([someone]), true)).statusCode).toBe(200);
    const list = (await send(t, admin, 'GET', '/api/user-get/')).json() as Array<{ email: string; status: string }>;
    expect(list.find((e) => e.email === someone.email)).toMatchObject({ status: 'invited' });
    const session = await activate(t, someone.email!);
    const me = (await send(t, session, 'GET', '/api/auth-user/')).json();
    expect(me).toMatchObject({ email: someone.email, role: 'user', permissions: EMPLOYEE_DEFAULT_PERMISSIONS });
  });

  it('keeps cells that look like formulas exactly as typed: data, never run', async () => {
    const risky = person({ first_name: "=cmd|' /C calc'!A0", last_name: '@SUM(1+1)', emp_code: `+${Math.random().toString(36).slice(2, 8)}` });
    const res = await importFile(t, admin, 'risky.csv', csvOf([risky]));
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored([risky.email!])).get(risky.email!)).toMatchObject({
      firstName: "=cmd|' /C calc'!A0",
      lastName: '@SUM(1+1)',
      empCode: risky.emp_code,
    });
  });
});

describe('a good XLSX', () => {
  it('reads the first sheet, columns in any order and case, numbers and formulas as the sheet shows them', async () => {
    const header = [...COLUMNS].reverse().map((c) => c.toUpperCase());
    const a = person({ emp_code: '000417' });
    const b = person({ manager_emp_code: '000417' });
    const cells = (p: typeof a, extra: Record<string, unknown> = {}) => [...COLUMNS].reverse().map((c) => extra[c] ?? p[c] ?? null);
    const file = await xlsxOf([
      header,
      cells(a, { contact_num: 5550199, designation: 'Engineer' }),
      [],
      cells(b, { first_name: { formula: 'CONCATENATE("Iv","o")', result: 'Ivo' }, last_name: '=HYPERLINK("http://x")' }),
    ]);
    const res = await importFile(t, admin, 'people.XLSX', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2, invited: 0 });
    const found = await stored([a.email!, b.email!]);
    expect(found.get(a.email!)).toMatchObject({ empCode: '000417', contactNum: '5550199', designationId: lists.designation });
    expect(found.get(b.email!)).toMatchObject({ firstName: 'Ivo', lastName: '=HYPERLINK("http://x")', parentId: found.get(a.email!)!.id });
  });
});

describe('a workbook LibreOffice wrote', () => {
  it('imports its first sheet: a code formatted 000000 keeps its zeros, a phone number its digits, a formula its result', async () => {
    const file = readFileSync(new URL('../../unit/fixtures/libreoffice-people.xlsx', import.meta.url));
    // A company of its own: the codes are those the XLSX test above imports.
    const res = await importFile(t, await signUpCompany(t), 'people.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2, invited: 0 });
    const found = await stored(['lea.horvat@libre.example.com', 'ivo.petrov@libre.example.com']);
    const lea = found.get('lea.horvat@libre.example.com')!;
    expect(lea).toMatchObject({ username: 'lea.horvat', empCode: '000417', firstName: 'Lea', contactNum: '5550199', parentId: null });
    // A phone number is kept as the sheet shows it (no longer cut to its digits).
    expect(found.get('ivo.petrov@libre.example.com')).toMatchObject({ empCode: '000418', firstName: 'Ivo', contactNum: '0.3', parentId: lea.id });
  });
});

describe('the template', () => {
  const download = (format: string, s: Session | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/user-import/template/?format=${format}`, ...(s && { headers: s.headers }) });

  it('is a CSV with the header row only', async () => {
    const res = await download('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="employee-import-template.csv"');
    expect(res.body.replace(/^\uFEFF/, '').trim()).toBe(COLUMNS.join(','));
  });

  it('is an XLSX whose first sheet is the header, columns as text', async () => {
    const res = await download('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="employee-import-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNS]);
    expect(sheet.actualRowCount).toBe(1);
    expect(sheet.getColumn(3).numFmt).toBe('@');
  });

  it('round-trips: the template with rows added imports', async () => {
    const csv = (await download('csv')).body + csvOf([person()]).split('\n').slice(1).join('\n');
    expect((await importFile(t, admin, 'filled.csv', csv)).statusCode).toBe(200);
  });

  it('refuses an unknown format, no token and an employee without the workforce area', async () => {
    expect((await download('pdf')).statusCode).toBe(400);
    expect((await download('csv', null)).statusCode).toBe(401);
    const employee = await activate(t, (await createEmployee(t, admin)).email);
    expect((await download('csv', employee)).statusCode).toBe(403);
  });
});
