import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../../schemas/employee';
import { signUpCompany, type Session } from '../helpers/accounts';
import { csvOf, importFile, person } from '../helpers/employee-import';
import { createEmployee, employeeWith, listItem, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** GET /api/user-export/: the filtered list in the import template's columns, formula-safe, importable again. */
let t: TestApp;
let admin: Session;
let engineer: number;
let bossId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Exportia' });
  engineer = await listItem(t, admin, 'designation', 'Engineer');
  const boss = await createEmployee(t, admin, {
    username: 'boss',
    emp_code: 'B-1',
    first_name: 'Ada',
    last_name: 'Boss',
    designation: engineer,
    contact_num: '+44 (20) 7946-0018',
  });
  bossId = boss.id;
  await createEmployee(t, admin, {
    username: 'eve',
    emp_code: '=HYPERLINK("x")',
    first_name: '@Eve',
    last_name: '-Minus',
    parent_id: boss.id,
    send_invitation: false,
  });
});
afterAll(async () => {
  await t.close();
});

const exported = (query: string, by: Session | null = admin) => send(t, by, 'GET', `/api/user-export/${query}`);
const csvRows = (body: string) => Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('GET /api/user-export/', () => {
  it('writes the template columns, lists by name, the manager by code, and neutralises formulas', async () => {
    const res = await exported('?format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="employees.csv"');
    const [header, boss, eve] = csvRows(res.body);
    expect(header).toEqual([...EMPLOYEE_IMPORT_COLUMNS]);
    expect(boss).toEqual(['boss', expect.any(String), 'B-1', 'Ada', 'Boss', 'Engineer', '', '', "'+44 (20) 7946-0018", '']);
    expect(eve).toEqual(['eve', expect.any(String), '\'=HYPERLINK("x")', "'@Eve", "'-Minus", '', '', '', '', 'B-1']);
  });

  it('exports only what the filters match, as XLSX too', async () => {
    expect(csvRows((await exported(`?manager=${bossId}`)).body).map((r) => r[0])).toEqual(['username', 'eve']);
    expect(csvRows((await exported('?status=not_invited')).body).map((r) => r[0])).toEqual(['username', 'eve']);
    const res = await exported(`?format=xlsx&designation=${engineer}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(EMPLOYEE_IMPORT_COLUMNS.map((_, i) => sheet.getRow(2).getCell(i + 1).text)).toEqual([
      'boss',
      expect.any(String),
      'B-1',
      'Ada',
      'Boss',
      'Engineer',
      '',
      '',
      "'+44 (20) 7946-0018",
      '',
    ]);
  });

  it('imports back into another company as it was: the apostrophes come off', async () => {
    const res = await exported('?format=csv');
    const other = await signUpCompany(t, { company_name: 'Importia' });
    await listItem(t, other, 'designation', 'Engineer');
    // Addresses sign in once on the whole platform: the copies get new ones.
    const body = res.body.replace(/@exportia[^,]*|(?<![\w.+-])[\w.+-]+@[\w.-]+/g, (m) => `copy.${m}`);
    const imported = await importFile(t, other, 'employees.csv', body);
    expect(imported.statusCode, imported.body).toBe(200);
    const copies = (await send(t, other, 'GET', '/api/user-get/?ordering=username')).json() as Array<Record<string, unknown>>;
    expect(copies.map((c) => [c.username, c.emp_code, c.first_name, c.contact_num])).toEqual([
      ['boss', 'B-1', 'Ada', '+44 (20) 7946-0018'],
      ['eve', '=HYPERLINK("x")', '@Eve', ''],
    ]);
  });

  it('needs workforce, and names only your own company', async () => {
    expect((await exported('', null)).statusCode).toBe(401);
    expect((await exported('', await employeeWith(t, admin, { organization: true }))).statusCode).toBe(403);
    expect((await exported('?company_name=Contoso')).statusCode).toBe(403);
    expect((await exported('?format=pdf')).statusCode).toBe(400);
    const other = await signUpCompany(t, { company_name: 'Snoopia' });
    expect(csvRows((await exported(`?manager=${bossId}`, other)).body)).toEqual([[...EMPLOYEE_IMPORT_COLUMNS]]);
  });
});

describe('import messages name the column, the value and what is allowed', () => {
  it('explains a username with an apostrophe and a phone with letters', async () => {
    const rows = [person({ username: "tom.o'neill" }), person({ contact_num: '555-CALL-NOW' })];
    const res = await importFile(t, admin, 'people.csv', csvOf(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      {
        row: 2,
        field: 'username',
        message: 'Username may contain letters, digits and . @ + - _ only (no spaces, apostrophes or accents); got "tom.o\'neill".',
      },
      {
        row: 3,
        field: 'contact_num',
        message: 'Contact number may contain digits, spaces and + ( ) - . only (a + only first), at most 20 characters; got "555-CALL-NOW".',
      },
    ]);
  });
});
