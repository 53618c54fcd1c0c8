import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { extractText } from 'unpdf';
import type { IdRange } from './world/id-ranges';

/** What must never appear in an answer to someone outside a company: its ids and its names. */
export interface Foreign {
  range: IdRange;
  marker: string;
}

/** The answer's body as the values a person could read: JSON values, or the text of a CSV, XLSX or PDF. */
async function valuesOf(res: LightMyRequestResponse): Promise<unknown> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('json')) return res.json();
  if (type.includes('pdf')) return (await extractText(new Uint8Array(res.rawPayload), { mergePages: true })).text;
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          cells.push(String(cell.text));
        }),
      ),
    );
    return cells;
  }
  return res.body;
}

function* leaves(value: unknown): Generator<string | number> {
  if (typeof value === 'string' || typeof value === 'number') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* leaves(v);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      yield k;
      yield* leaves(v);
    }
}

/** Every id of another company's range, and every mention of its marker, in an answer (zero tolerance). */
export async function leaksIn(res: LightMyRequestResponse, foreign: readonly Foreign[]): Promise<string[]> {
  const found: string[] = [];
  const inRange = (x: number) => foreign.some(({ range }) => x >= range.from && x < range.to);
  const disposition = String(res.headers['content-disposition'] ?? '');
  for (const leaf of leaves([disposition, await valuesOf(res)])) {
    if (typeof leaf === 'number') {
      if (inRange(leaf)) found.push(`id ${leaf}`);
      continue;
    }
    for (const { marker } of foreign) if (leaf.toLowerCase().includes(marker.toLowerCase())) found.push(`"${leaf.slice(0, 80)}"`);
    for (const digits of leaf.match(/\d{9,10}/g) ?? []) if (inRange(Number(digits))) found.push(`id ${digits} in "${leaf.slice(0, 80)}"`);
  }
  return found;
}
