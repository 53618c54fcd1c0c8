import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../../schemas/employee';
import { uniqueEmail, type Session } from './accounts';
import type { TestApp } from './test-app';
import { multipartFile } from './upload';

export type Column = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];
export type Person = Partial<Record<Column, string>>;
export const COLUMNS: Column[] = [...EMPLOYEE_IMPORT_COLUMNS];

let n = 0;
/** A valid row, different each time; the code is unique across the whole run. */
export function person(overrides: Person = {}): Person {
  n += 1;
  const email = uniqueEmail('imp');
  return { username: email.split('@')[0]!, email, emp_code: `I-${n}-${Math.random().toString(36).slice(2, 6)}`, first_name: 'Lea', last_name: `Horvat ${n}`, ...overrides };
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

export function importFile(t: TestApp, s: Session | null, name: string, content: Buffer | string) {
  const { payload, headers } = multipartFile(name, content);
  return t.app.inject({ method: 'POST', url: '/api/user-import/', payload, headers: { ...headers, ...s?.headers } });
}

/**
 * A zip whose one entry inflates to `bytes` of zeros, deflated a megabyte at a time so the
 * test never holds the unpacked size itself (an XLSX is a zip: this is the zip bomb).
 */
export async function zipBomb(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const data = Buffer.concat(parts);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18); local.writeUInt32LE(bytes >>> 0, 22); local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20); central.writeUInt32LE(bytes >>> 0, 24); central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12); end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
