import Papa from 'papaparse';
import type { Sheet, SheetRow } from './sheet-types';
import { refusals, type SheetCaps } from './sheet-caps';

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');


/**
 * How many separators the text holds, quoted or not: no row papaparse builds (nor any it
 * tries while guessing the delimiter) can have more cells than this plus one. Counting
 * first keeps one line of a million commas from becoming a million-cell array.
 */
function separators(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    // The delimiters papaparse guesses among: , tab | ; and the ASCII record and unit separators
    // (compared one by one: a Set lookup per character took 2 s over 32 MB, this 0.1 s).
    const c = text.charCodeAt(i);
    if (c === 0x2c || c === 0x09 || c === 0x7c || c === 0x3b || c === 0x1e || c === 0x1f) count += 1;
  }
  return count;
}

/**
 * A UTF-8 CSV's non-blank rows, each numbered as a spreadsheet shows it. Parsed one record
 * at a time and stopped past `keep` rows, or past the caps on rows read (blank ones too):
 * a file of millions of tiny rows never becomes millions of arrays in memory.
 */
export function readCsv(file: Buffer, keep: number, caps: SheetCaps): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return { problem: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.' };
  }
  if (text.includes('\u0000')) return { problem: 'The file is not a CSV text file.' };
  if (separators(text) > caps.cells) return { problem: refusals.separators(caps).message };
  const rows: SheetRow[] = [];
  let record = 0;
  let more = false;
  let problem: string | null = null;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    step: (result, parser) => {
      record += 1;
      if (record > caps.rowsRead) { problem = refusals.rowsRead(caps).message; parser.abort(); return; }
      const broken = result.errors.find((e) => e.type === 'Quotes');
      if (broken) { problem = `Row ${record}: ${broken.message}.`; parser.abort(); return; }
      const cells = (result.data as unknown[]).map(String);
      if (isBlank(cells)) return;
      if (rows.length >= keep) { more = true; parser.abort(); return; }
      rows.push({ row: record, cells });
    },
  });
  return problem ? { problem } : { rows, more };
}
