import { Readable } from 'node:stream';
import { loadExcelJS } from './load-exceljs';
import type { Sheet, SheetRow } from './read-sheet';
import { checkUnpackedSize } from './zip-size';

const MB = 1024 * 1024;
const UNREADABLE = 'The file is not a readable XLSX workbook.';

/**
 * The first sheet's non-blank rows. The zip is first inflated under a hard cap (a zip bomb
 * stops there), then read by exceljs's streaming reader, which keeps a fraction of the
 * memory of loading the whole workbook (100,000 rows: ~200 MB instead of ~700 MB). Rows past
 * `maxRows` are read but not kept, so the reader always finishes and removes its temp files.
 */
export async function readXlsx(file: Buffer, maxRows: number, unpackedBytes: number): Promise<Sheet> {
  const unpacked = await checkUnpackedSize(file, unpackedBytes);
  if (unpacked === 'too-large') return { problem: `The workbook unpacks to more than ${unpackedBytes / MB} MB.` };
  if (unpacked) return { problem: UNREADABLE };
  const ExcelJS = await loadExcelJS();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let sheets = 0;
  let more = false;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet) {
        if (sheets > 1 || more) continue;
        const cells: string[] = [];
        // Cell text is what the person sees: the result of a formula, the plain text of rich text.
        for (let c = 1; c <= row.cellCount; c += 1) cells.push(row.getCell(c).text ?? '');
        if (cells.every((c) => c.trim() === '')) continue;
        if (rows.length >= maxRows) more = true;
        else rows.push({ row: row.number, cells });
      }
    }
  } catch {
    return { problem: UNREADABLE };
  }
  return sheets === 0 ? { problem: 'The workbook has no sheet.' } : { rows, more };
}
