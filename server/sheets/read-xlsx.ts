import type { Sheet } from './sheet-types';
import { SheetRefused, type SheetCaps } from './sheet-caps';
import { Budget } from './xlsx/budget';
import { zeroPadWidths } from './xlsx/number-formats';
import { sharedStrings } from './xlsx/shared-strings';
import { sheetRows } from './xlsx/sheet-rows';
import { workbookParts } from './xlsx/workbook-parts';
import { openZip } from './xlsx/zip-parts';

/**
 * The first sheet's non-blank rows, at most `keep` of them. Only the parts the first sheet
 * needs are inflated (workbook, its relationships, styles, shared strings, the sheet), each
 * streamed from memory through the XML parser under the caps: nothing is written to disk,
 * and whatever a file holds, the reader stops at the first cap it passes.
 */
export async function readXlsx(file: Buffer, keep: number, caps: SheetCaps): Promise<Sheet> {
  const budget = new Budget(caps);
  try {
    const zip = await openZip(file, budget);
    const parts = await workbookParts(zip, budget);
    if (!parts) return { problem: 'The workbook has no sheet.' };
    const padWidths = parts.styles ? await zeroPadWidths(zip, parts.styles, budget) : [];
    const strings = parts.sharedStrings ? await sharedStrings(zip, parts.sharedStrings, budget) : [];
    return await sheetRows(zip, parts.sheet, { strings, padWidths }, budget, keep);
  } catch (err) {
    if (err instanceof SheetRefused) return { problem: err.message };
    throw err;
  }
}
