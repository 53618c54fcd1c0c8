import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../../schemas/employee';
import { uniqueEmail, type Session } from './accounts';
import type { TestApp } from './test-app';
import { multipartFile } from './upload';
import { repeated, zipOfEntries } from './zip-writer';

export type Column = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];
export type Person = Partial<Record<Column, string>>;
export const COLUMNS: Column[] = [...EMPLOYEE_IMPORT_COLUMNS];

let n = 0;
/** A valid row, different each time; the code is unique across the whole run. */
export function person(overrides: Person = {}): Person {
  n += 1;
  const email = uniqueEmail('imp');
  return {
    username: email.split('@')[0]!,
    email,
    emp_code: `I-${n}-${Math.random().toString(36).slice(2, 6)}`,
    first_name: 'Lea',
    last_name: `Horvat ${n}`,
    ...overrides,
  };
}

export function csvOf(people: Person[], columns: string[] = COLUMNS): string {
  return `${Papa.unparse({ fields: columns, data: people.map((p) => columns.map((c) => p[c as Column] ?? '')) })}\n`;
}

/** A workbook whose first sheet holds the rows; a cell may be any exceljs value (a number, a formula). */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Notes').addRow(['anything here is ignored']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /api/user-import/ with one file; `invite` mails every employee imported. */
export function importFile(t: TestApp, s: Session | null, name: string, content: Buffer | string, invite = false) {
  const { payload, headers } = multipartFile(name, content);
  const url = invite ? '/api/user-import/?send_invitation=true' : '/api/user-import/';
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...s?.headers } });
}

/** A workbook's sheet that inflates to `bytes` of zeros and says so (an XLSX is a zip: this is the zip bomb). */
export function zipBomb(bytes: number): Buffer {
  return zipOfEntries([{ name: 'xl/worksheets/sheet1.xml', data: repeated('\0', bytes), size: bytes }]);
}
