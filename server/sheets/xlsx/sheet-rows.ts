import type { SheetRow } from '../sheet-types';
import { refusals } from '../sheet-caps';
import type { Budget } from './budget';
import { numberText } from './number-formats';
import { readXml } from './xml-part';
import type { Zip } from './zip-parts';

/** What a cell needs from the rest of the workbook to show its text. */
interface CellContext {
  strings: string[];
  /** Per cell style, the width an all-zeros number format pads to (0: General). */
  padWidths: number[];
}

interface Cell {
  type: string;
  style: number;
  value: string;
}

// Excel's last column, XFD.
const MAX_COLUMN = 16_384;
// A number, boolean or shared-string index is never longer; their text is not kept, so it
// is bounded here rather than counted with the text that is.
const MAX_VALUE = 100;
const valueTypes = new Set(['n', 'b', 's']);

/** "AB12" → 28; a reference no sheet can have makes the file unreadable. */
function columnOf(reference: string): number {
  const letters = /^([A-Z]{1,3})\d*$/.exec(reference)?.[1];
  if (!letters) throw refusals.unreadable();
  let column = 0;
  for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
  if (column > MAX_COLUMN) throw refusals.unreadable();
  return column;
}

/** The text a cell shows, by its type (t=""): shared, inline, formula result, boolean, error or number. */
function cellText(cell: Cell, context: CellContext): string {
  switch (cell.type) {
    case 's': {
      if (cell.value.trim() === '') return '';
      const text = context.strings[Number(cell.value)];
      if (text === undefined) throw refusals.unreadable();
      return text;
    }
    case 'b':
      return cell.value === '' ? '' : cell.value.trim() === '1' ? 'TRUE' : 'FALSE';
    case 'n':
      return numberText(cell.value, context.padWidths[cell.style] ?? 0);
    // str (a formula's text), inlineStr, e (#N/A…), d (an ISO date): the text itself.
    default:
      return cell.value;
  }
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * The sheet's non-blank rows, numbered as the sheet numbers them, at most `keep`; `more`
 * when another follows, and reading stops there. Every row and cell element counts against
 * the caps (blank ones too), and so does every character of text a cell keeps.
 */
export async function sheetRows(zip: Zip, part: string, context: CellContext, budget: Budget, keep: number) {
  const { caps } = budget;
  const rows: SheetRow[] = [];
  let more = false;
  let rowsRead = 0;
  let cellsRead = 0;
  let cellsKept = 0;
  let rowNumber = 0;
  let cells: string[] | null = null;
  let column = 0;
  let cell: Cell | null = null;
  let inline = false;
  let collecting = false;
  let phonetic = 0;

  await readXml(
    zip.part(part, caps.unpackedBytes, 'sheet'),
    {
      open(name, a) {
        if (name === 'row') {
          rowsRead += 1;
          if (rowsRead > caps.rowsRead) throw refusals.rowsRead(caps);
          const r = Number(a.r);
          rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
          cells = [];
          column = 0;
        } else if (name === 'c' && cells) {
          cellsRead += 1;
          if (cellsRead > caps.cells) throw refusals.cells(caps);
          column = a.r ? columnOf(a.r) : column + 1;
          if (column > MAX_COLUMN) throw refusals.unreadable();
          cell = { type: a.t ?? 'n', style: Number(a.s ?? 0), value: '' };
        } else if (name === 'v') collecting = cell !== null && cell.type !== 'inlineStr';
        else if (name === 'is') inline = cell !== null;
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't') collecting = inline && phonetic === 0;
      },
      close(name) {
        if (name === 'v' || name === 't') collecting = false;
        else if (name === 'is') inline = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'c' && cell && cells) {
          const text = cellText(cell, context);
          if (text !== '') {
            while (cells.length < column - 1) cells.push('');
            cells[column - 1] = text;
          }
          cell = null;
        } else if (name === 'row' && cells) {
          if (!isBlank(cells)) {
            if (rows.length >= keep) more = true;
            else {
              cellsKept += cells.length;
              if (cellsKept > caps.cells) throw refusals.cells(caps);
              rows.push({ row: rowNumber, cells });
            }
          }
          cells = null;
        }
      },
      text(text) {
        if (!collecting || !cell) return;
        if (!valueTypes.has(cell.type)) budget.text(text.length);
        else if (cell.value.length + text.length > MAX_VALUE) throw refusals.unreadable();
        cell.value += text;
      },
      done: () => more,
    },
    budget,
  );
  return { rows, more };
}
