import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import type { SheetCaps } from './sheet-caps';
import type { Sheet } from './sheet-types';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * CSV or XLSX by name, checked against the content: a renamed file is refused, not misread.
 * Keeps the header and one row past the limit, enough to say the file has too many.
 */
export async function readSheet(filename: string, file: Buffer, caps: SheetCaps): Promise<Sheet> {
  const name = filename.toLowerCase();
  const isZip = file.subarray(0, 4).equals(ZIP_MAGIC);
  const keep = caps.rows + 2;
  if (name.endsWith('.xlsx')) return isZip ? readXlsx(file, keep, caps) : { problem: 'The file is named .xlsx but is not an XLSX workbook.' };
  if (name.endsWith('.csv')) return isZip ? { problem: 'The file is named .csv but is a workbook: name it .xlsx.' } : readCsv(file, keep, caps);
  return { problem: 'Upload a .csv or .xlsx file.' };
}
