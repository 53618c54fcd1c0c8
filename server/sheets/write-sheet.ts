import Papa from 'papaparse';
import { LIBRARY_COLUMNS, type LibraryRow } from '../../schemas/competency-library';
import { loadExcelJS } from './load-exceljs';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return that
 * some read as one) gets a leading apostrophe: the text shows, nothing runs, so an exported
 * file cannot carry a formula a colleague's spreadsheet would run on opening.
 */
export function formulaSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const cellsOf = (row: LibraryRow) => LIBRARY_COLUMNS.map((c) => formulaSafe(row[c]));

/** UTF-8 with a byte-order mark, so Excel opens accents and dashes as written. */
export function libraryCsv(rows: LibraryRow[]): Buffer {
  const text = Papa.unparse({ fields: [...LIBRARY_COLUMNS], data: rows.map(cellsOf) }, { newline: '\r\n' });
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

export async function libraryXlsx(rows: LibraryRow[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Competency library', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'type', key: 'type', width: 24 },
    { header: 'competency', key: 'competency', width: 30 },
    { header: 'definition', key: 'definition', width: 60 },
    { header: 'statement', key: 'statement', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(cellsOf(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
