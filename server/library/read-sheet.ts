import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_LIMITS } from '../../schemas/competency-library';
import { checkUnpackedSize } from './zip-size';

/** A sheet's rows as text, each with the number a spreadsheet shows it under. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type Sheet = { rows: SheetRow[] } | { problem: string };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MB = 1024 * 1024;

function readCsv(file: Buffer): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return { problem: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.' };
  }
  if (text.includes('\u0000')) return { problem: 'The file is not a CSV text file.' };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) return { problem: `Row ${(broken.row ?? 0) + 1}: ${broken.message}.` };
  return { rows: parsed.data.map((cells, i) => ({ row: i + 1, cells: cells.map(String) })) };
}

async function readXlsx(file: Buffer): Promise<Sheet> {
  const unpacked = checkUnpackedSize(file, IMPORT_LIMITS.unpackedBytes);
  if (unpacked === 'too-large') return { problem: `The workbook unpacks to more than ${IMPORT_LIMITS.unpackedBytes / MB} MB.` };
  if (unpacked) return { problem: 'The file is not a readable XLSX workbook.' };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { problem: 'The file is not a readable XLSX workbook.' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { problem: 'The workbook has no sheet.' };
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    // Cell text is what the person sees: the result of a formula, the plain text of rich text.
    for (let c = 1; c <= Math.max(row.cellCount, 4); c += 1) cells.push(row.getCell(c).text ?? '');
    rows.push({ row: number, cells });
  });
  return { rows };
}

/** CSV or XLSX by name, checked against the content: a renamed file is refused, not misread. */
export async function readSheet(filename: string, file: Buffer): Promise<Sheet> {
  const name = filename.toLowerCase();
  const isZip = file.subarray(0, 4).equals(ZIP_MAGIC);
  if (name.endsWith('.xlsx')) return isZip ? readXlsx(file) : { problem: 'The file is named .xlsx but is not an XLSX workbook.' };
  if (name.endsWith('.csv')) return isZip ? { problem: 'The file is named .csv but is a workbook: name it .xlsx.' } : readCsv(file);
  return { problem: 'Upload a .csv or .xlsx file.' };
}
