import Papa from 'papaparse';
import type { Sheet, SheetRow } from './read-sheet';

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * A UTF-8 CSV's non-blank rows, each numbered as a spreadsheet shows it. Parsed one record
 * at a time and stopped past `maxRows`: a file of millions of tiny rows never becomes
 * millions of arrays in memory.
 */
export function readCsv(file: Buffer, maxRows: number): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return { problem: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.' };
  }
  if (text.includes('\u0000')) return { problem: 'The file is not a CSV text file.' };
  const rows: SheetRow[] = [];
  let record = 0;
  let more = false;
  let problem: string | null = null;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    step: (result, parser) => {
      record += 1;
      const broken = result.errors.find((e) => e.type === 'Quotes');
      if (broken) { problem = `Row ${record}: ${broken.message}.`; parser.abort(); return; }
      const cells = (result.data as unknown[]).map(String);
      if (isBlank(cells)) return;
      if (rows.length >= maxRows) { more = true; parser.abort(); return; }
      rows.push({ row: record, cells });
    },
  });
  return problem ? { problem } : { rows, more };
}
