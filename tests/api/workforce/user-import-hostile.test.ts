import { describe, expect, it } from 'vitest';
import { addSuperuser } from '../helpers/accounts';
import { twoCompanies } from '../helpers/app-with';
import { COLUMNS, csvOf, importFile, person, zipBomb } from '../helpers/employee-import';
import { createEmployee, employeeWith, listItem, workforceCounts } from '../helpers/employees';
import { zipOf } from '../helpers/upload';

/** Huge, hostile and unauthorised uploads: refused at the file or the door, nothing changed. */
const { t, hr: admin, other } = twoCompanies();

async function refusedFile(name: string, content: Buffer | string, message: string | RegExp) {
  const before = await workforceCounts(t);
  const res = await importFile(t, admin, name, content);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ file: [typeof message === 'string' ? message : expect.stringMatching(message)] });
  expect(await workforceCounts(t)).toEqual(before);
}

const manyRows = (n: number) => `${COLUMNS.join(',')}\n${Array.from({ length: n }, (_, i) => `u${i},u${i}@x.example.com,C${i},A,B,,,,,`).join('\n')}\n`;

describe('limits', () => {
  it('refuses a file larger than 32 MB', async () => {
    await refusedFile('big.csv', Buffer.alloc(33 * 1024 * 1024, 'a'), 'The file is larger than 32 MB.');
  });

  it('refuses more than 100,000 rows, counted when near the limit and stopped counting past it', async () => {
    await refusedFile('many.csv', manyRows(100_001), 'The file has 100001 rows; at most 100000 can be imported at once.');
    await refusedFile('more.csv', manyRows(100_050), 'The file has more than 100000 rows; at most 100000 can be imported at once.');
  });

  it('refuses a zip bomb named .xlsx before unpacking it', async () => {
    await refusedFile('bomb.xlsx', zipBomb(300 * 1024 * 1024), 'The workbook unpacks to more than 128 MB.');
  });
});

describe('content that does not match its name', () => {
  it.each([
    ['people.txt', 'username\n', 'Upload a .csv or .xlsx file.'],
    ['people.xlsx', csvOf([person()]), 'The file is named .xlsx but is not an XLSX workbook.'],
    ['people.csv', zipOf('xl/workbook.xml', 10), 'The file is named .csv but is a workbook: name it .xlsx.'],
    ['people.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'The file is not a readable XLSX workbook.'],
    ['people.xlsx', zipOf('notes.xml', 10), 'The workbook has no sheet.'],
    ['people.csv', Buffer.from([0x75, 0x73, 0xff, 0xfe, 0x0a]), 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.'],
    ['people.csv', `${COLUMNS.join(',')}\n"unclosed,x\n`, /^Row 2: .*[Qq]uote/],
  ])('refuses %s (%#)', async (name, content, message) => {
    await refusedFile(name, content, message);
  });

  it('refuses a body that is not a file upload', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user-import/', payload: { rows: [] }, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Send the file as multipart/form-data, in a field named "file".'] });
  });

  it('refuses a CSV with a null character', async () => {
    await refusedFile('nul.csv', csvOf([person({ first_name: 'A\u0000B' })]), 'The file is not a CSV text file.');
  });
});

describe('who may import', () => {
  const csv = () => csvOf([person()]);

  it('needs a signed-in user', async () => {
    const res = await importFile(t, null, 'people.csv', csv());
    expect(res.statusCode).toBe(401);
  });

  it('refuses an employee without the workforce area, and a superuser, who has no company', async () => {
    const before = await workforceCounts(t);
    const employee = await employeeWith(t, admin);
    const ops = await addSuperuser(t);
    const counted = await workforceCounts(t);
    for (const s of [employee, ops]) {
      const res = await importFile(t, s, 'people.csv', csv());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    expect(await workforceCounts(t)).toEqual(counted);
    expect(counted.employees).toBe(before.employees! + 1);
  });

  it('lets an employee given the workforce area import into their own company', async () => {
    const hr = await employeeWith(t, admin, { workforce: true });
    const res = await importFile(t, hr, 'people.csv', csv());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1, invited: 0 });
  });
});

describe('tenant isolation', () => {
  it("reads only the caller's company: its lists, codes and usernames; addresses are platform-wide", async () => {
    await listItem(t, other, 'group', 'Theirs');
    const theirs = await createEmployee(t, other);
    // Their username and employee code are free here; their group name is unknown.
    const mine = person({ username: theirs.username, emp_code: String(theirs.emp_code) });
    expect((await importFile(t, admin, 'ok.csv', csvOf([mine]))).statusCode).toBe(200);
    const before = await workforceCounts(t);
    const res = await importFile(t, admin, 'bad.csv', csvOf([person({ group: 'Theirs', manager_emp_code: 'nobody-here' })]));
    // Their group is unknown here: listed as one this company lacks (which the import may create), not found.
    expect(res.json().rows.map((r: { field: string }) => r.field)).toEqual(['manager_emp_code']);
    expect(res.json().missing).toEqual([expect.objectContaining({ list: 'group', name: 'Theirs' })]);
    expect(await workforceCounts(t)).toEqual(before);
  });
});
