import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';
import type { Sheet, SheetRow } from './sheet-types';
import { refusals, type SheetCaps } from './sheet-caps';
import { nextTurn } from '../shared/rules/turns';

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Bytes decoded and parsed between two turns of the event loop (some milliseconds each). */
const PIECE_BYTES = 1024 * 1024;
const MAX_PIECE_BYTES = 8 * PIECE_BYTES;
// A whole text lost up to three byte-order marks (the decoder's one, then two more).
const BOMS = /^\uFEFF{0,3}/;

/**
 * How many separators the file holds, quoted or not: no row papaparse builds (nor any it
 * tries while guessing the delimiter) can have more cells than this plus one. Counting
 * first keeps one line of a million commas from becoming a million-cell array. Counted on
 * the bytes: in UTF-8 these ASCII bytes are never part of another character.
 */
async function separators(file: Buffer): Promise<number> {
  let count = 0;
  for (let start = 0; start < file.length; start += 4 * PIECE_BYTES) {
    const end = Math.min(file.length, start + 4 * PIECE_BYTES);
    for (let i = start; i < end; i += 1) {
      // The delimiters papaparse guesses among: , tab | ; and the ASCII record and unit separators
      // (compared one by one: a Set lookup per character took 2 s over 32 MB, this 0.1 s).
      const c = file[i];
      if (c === 0x2c || c === 0x09 || c === 0x7c || c === 0x3b || c === 0x1e || c === 0x1f) count += 1;
    }
    await nextTurn();
  }
  return count;
}

/**
 * The line ending and delimiter papaparse guesses from a whole text: it looks at the first
 * million characters for the one and the first ten rows for the other, so the first 4 MB
 * tell both. Pieces parsed one by one would each guess again.
 */
function formatOf(file: Buffer): Pick<Papa.ParseConfig, 'newline' | 'delimiter'> {
  const head = file.toString('utf8', 0, 4 * PIECE_BYTES).replace(BOMS, '');
  const { meta } = Papa.parse<string[]>(head, { skipEmptyLines: false, preview: 10 });
  return { newline: meta.linebreak as Papa.ParseConfig['newline'], delimiter: meta.delimiter };
}

/** Whether an odd number of quote marks lies in `file` from `start` to `end`. */
function oddQuotes(file: Buffer, start: number, end: number): boolean {
  const part = file.subarray(start, end);
  let odd = false;
  for (let i = part.indexOf(0x22); i !== -1; i = part.indexOf(0x22, i + 1)) odd = !odd;
  return odd;
}

/**
 * The text a piece at a time, a turn of the event loop between pieces: the file is never one
 * string (decoding 14 MB at once, or making it one string, stalled the thread for 50 to 200 ms).
 * A piece ends at a line end outside quotes, as far as quote marks counted in pairs tell, so
 * that a row rarely spans two: papaparse parses a row again with each piece it spans (a 32 MB
 * cell in 1 MB pieces took 20 s), so a piece only stops short of one at MAX_PIECE_BYTES. A
 * StringDecoder keeps a character cut there whole, and ASCII in one byte a character
 * (TextDecoder's streaming made each piece two bytes a character, and papaparse slower).
 */
async function* pieces(file: Buffer, newline: Papa.ParseConfig['newline']): AsyncGenerator<string> {
  const lineEnd = newline === '\r' ? 0x0d : 0x0a;
  const decoder = new StringDecoder('utf8');
  let quoted = false;
  for (let at = 0; at < file.length; ) {
    const most = Math.min(file.length, at + MAX_PIECE_BYTES);
    let end = Math.min(most, at + PIECE_BYTES);
    quoted = quoted !== oddQuotes(file, at, end);
    while (end < most && (quoted || file[end - 1] !== lineEnd)) {
      const next = file.subarray(end, most).indexOf(lineEnd);
      const stop = next === -1 ? most : end + next + 1;
      quoted = quoted !== oddQuotes(file, end, stop);
      end = stop;
    }
    const text = decoder.write(file.subarray(at, end));
    const piece = at === 0 ? text.replace(BOMS, '') : text;
    if (piece) yield piece;
    at = end;
    await nextTurn();
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * A UTF-8 CSV's non-blank rows, each numbered as a spreadsheet shows it. Parsed a piece at a
 * time, with a turn of the event loop after each (100,000 rows in one go stalled every other
 * request for half a second), and stopped past `keep` rows, or past the caps on rows read
 * (blank ones too): a file of millions of tiny rows never becomes millions of arrays in memory.
 */
export async function readCsv(file: Buffer, keep: number, caps: SheetCaps): Promise<Sheet> {
  if (!isUtf8(file)) return { problem: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.' };
  if (file.includes(0)) return { problem: 'The file is not a CSV text file.' };
  if ((await separators(file)) > caps.cells) return { problem: refusals.separators(caps).message };
  const rows: SheetRow[] = [];
  let record = 0;
  let more = false;
  let problem: string | null = null;
  const format = formatOf(file);
  const text = Readable.from(pieces(file, format.newline));
  await new Promise<void>((resolve, reject) => {
    const stop = (parser: Papa.Parser) => {
      parser.abort();
      text.destroy();
    };
    Papa.parse<string[]>(text, {
      ...format,
      skipEmptyLines: false,
      chunk: (result: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        // The piece's first row with a broken quote (errors name rows by their index in the piece).
        let broken: { row: number; message: string } | undefined;
        for (const e of result.errors)
          if (e.type === 'Quotes' && e.row !== undefined && (!broken || e.row < broken.row)) broken = { row: e.row, message: e.message };
        const data = result.data;
        for (let i = 0; i < data.length; i += 1) {
          record += 1;
          if (record > caps.rowsRead) {
            problem = refusals.rowsRead(caps).message;
            stop(parser);
            return;
          }
          if (broken?.row === i) {
            problem = `Row ${record}: ${broken.message}.`;
            stop(parser);
            return;
          }
          const cells = data[i]!;
          if (isBlank(cells)) continue;
          if (rows.length >= keep) {
            more = true;
            stop(parser);
            return;
          }
          rows.push({ row: record, cells });
        }
        parser.pause();
        setImmediate(() => parser.resume());
      },
      complete: () => resolve(),
      error: (err: Error) => reject(err),
    });
  });
  return problem ? { problem } : { rows, more };
}
