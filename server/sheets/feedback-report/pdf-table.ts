import { COLOURS, contentWidth, ensureSpace, type Doc } from './pdf-layout';
import { drawText, textHeight } from './pdf-text';

/** A column: its share of the width, and either a text or a drawing (a bar) per row. */
export interface Column<T> {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  text?: (row: T) => string;
  draw?: (doc: Doc, row: T, box: { x: number; y: number; width: number; height: number }) => void;
  bold?: (row: T) => boolean;
}

const PAD = 4;
const SIZE = 8.5;

function rowHeight<T>(doc: Doc, columns: Array<Column<T>>, cells: Array<string | null>, bold: boolean): number {
  doc.fontSize(SIZE);
  const heights = columns.map((c, i) => (cells[i] === null ? 0 : textHeight(doc, cells[i]!, { width: c.width - 2 * PAD, bold })));
  return Math.max(SIZE + 2, ...heights) + 2 * PAD;
}

function drawRow<T>(
  doc: Doc,
  columns: Array<Column<T>>,
  cells: Array<string | null>,
  y: number,
  height: number,
  style: {
    fill?: string;
    bold: boolean | ((i: number) => boolean);
    colour?: string;
    row?: T;
  },
): void {
  const left = doc.page.margins.left;
  if (style.fill) doc.save().rect(left, y, contentWidth(doc), height).fill(style.fill).restore();
  let x = left;
  columns.forEach((column, i) => {
    const cell = cells[i];
    if (cell !== null && cell !== undefined) {
      const bold = typeof style.bold === 'function' ? style.bold(i) : style.bold;
      doc.fontSize(SIZE).fillColor(style.colour ?? COLOURS.text);
      drawText(doc, cell, { bold, x: x + PAD, y: y + PAD, width: column.width - 2 * PAD, align: column.align ?? 'left' });
    } else if (column.draw && style.row !== undefined) {
      column.draw(doc, style.row, { x: x + PAD, y: y + height / 2 - 3.5, width: column.width - 2 * PAD, height });
    }
    x += column.width;
  });
  doc
    .moveTo(left, y + height)
    .lineTo(left + contentWidth(doc), y + height)
    .lineWidth(0.5)
    .stroke(COLOURS.line);
}

/**
 * A table that breaks across pages: a row never splits, and the header repeats on every
 * page the table reaches. Widths are points; the last column takes what is left.
 */
export function table<T>(doc: Doc, given: Array<Column<T>>, rows: T[]): void {
  const fixed = given.slice(0, -1).reduce((sum, c) => sum + c.width, 0);
  const columns = given.map((c, i) => (i === given.length - 1 ? { ...c, width: contentWidth(doc) - fixed } : c));
  const headers = columns.map((c) => c.header);
  const headerHeight = rowHeight(doc, columns, headers, true);
  const header = () => {
    const y = doc.y;
    drawRow(doc, columns, headers, y, headerHeight, { fill: COLOURS.header, bold: true });
    doc.y = y + headerHeight;
  };
  ensureSpace(doc, headerHeight + 24);
  header();
  rows.forEach((row, index) => {
    const cells = columns.map((c) => (c.text ? c.text(row) : null));
    const height = rowHeight(doc, columns, cells, false);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    drawRow(doc, columns, cells, y, height, {
      fill: index % 2 ? COLOURS.zebra : undefined,
      bold: (i) => columns[i]!.bold?.(row) ?? false,
      row,
    });
    doc.y = y + height;
  });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.5);
}
