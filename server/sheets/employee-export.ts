import { PassThrough, Readable } from 'node:stream';
import Papa from 'papaparse';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../schemas/employee';
import type { ExportedEmployee } from '../workforce/queries/employee-export';
import { loadExcelJS } from './load-exceljs';
import { formulaSafe } from './write-sheet';

type Batches = AsyncIterable<ExportedEmployee[]>;
const cellsOf = (row: ExportedEmployee) => EMPLOYEE_IMPORT_COLUMNS.map((c) => formulaSafe(row[c]));

/**
 * The employee list as CSV in the import template's columns, streamed batch by batch: UTF-8
 * with a byte-order mark so Excel opens accents as written; every cell formula-safe.
 */
export function employeesCsv(batches: Batches): Readable {
  return Readable.from(
    (async function* lines() {
      yield `\uFEFF${Papa.unparse([[...EMPLOYEE_IMPORT_COLUMNS]], { newline: '\r\n' })}\r\n`;
      for await (const batch of batches) {
        yield `${Papa.unparse(batch.map(cellsOf), { newline: '\r\n', quotes: false })}\r\n`;
      }
    })(),
  );
}

/**
 * The same as XLSX, written by exceljs' streaming writer (rows are committed as they come, so
 * memory stays flat); columns formatted as text, as in the template, so codes keep their zeros.
 */
export async function employeesXlsx(batches: Batches): Promise<Readable> {
  const ExcelJS = await loadExcelJS();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EMPLOYEE_IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: c === 'email' ? 32 : 18, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const batch of batches) for (const row of batch) sheet.addRow(cellsOf(row)).commit();
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
