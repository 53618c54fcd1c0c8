import PDFDocument from 'pdfkit';
import { drawText } from './pdf-text';

/** Page furniture and the few drawing helpers the report's sections share. Every text goes through drawText(). */

export type Doc = PDFKit.PDFDocument;

const MARGIN = 50;
const FOOTER_ROOM = 40;

export const COLOURS = {
  text: '#1c2024',
  muted: '#60646c',
  accent: '#3e63dd',
  alert: '#ce2c31',
  line: '#d9d9e0',
  header: '#edf2fe',
  zebra: '#f9f9fb',
  barTrack: '#e8e8ec',
};

export function newDocument(info: { title: string; author: string; subject: string }): Doc {
  return new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.author },
  });
}

export const contentWidth = (doc: Doc): number => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomOf = (doc: Doc): number => doc.page.height - doc.page.margins.bottom;

/** A new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
  doc.x = doc.page.margins.left;
}

export function heading(doc: Doc, text: string, size = 14): void {
  ensureSpace(doc, size * 4);
  doc.moveDown(0.8);
  drawText(doc.fontSize(size).fillColor(COLOURS.text), text, { bold: true, x: doc.page.margins.left, y: doc.y, width: contentWidth(doc) });
  doc.moveDown(0.3);
}

export function paragraph(doc: Doc, text: string, options: { colour?: string; size?: number; bold?: boolean } = {}): void {
  ensureSpace(doc, 14);
  doc.fontSize(options.size ?? 10).fillColor(options.colour ?? COLOURS.text);
  drawText(doc, text, { bold: options.bold, x: doc.page.margins.left, y: doc.y, width: contentWidth(doc) });
}

/** "Label: value" with the label in bold; wraps and breaks pages like any text. */
export function labelled(doc: Doc, label: string, value: string, indent = 0): void {
  ensureSpace(doc, 14);
  doc.fontSize(10).fillColor(COLOURS.text);
  drawText(doc, `${label}: `, { bold: true, x: doc.page.margins.left + indent, y: doc.y, width: contentWidth(doc) - indent, continued: true });
  drawText(doc, value);
  doc.x = doc.page.margins.left;
}

export function bullets(doc: Doc, items: string[], empty: string): void {
  if (items.length === 0) return paragraph(doc, empty, { colour: COLOURS.muted });
  for (const item of items) {
    ensureSpace(doc, 14);
    drawText(doc.fontSize(10).fillColor(COLOURS.text), `•  ${item}`, { x: doc.page.margins.left + 8, y: doc.y, width: contentWidth(doc) - 8 });
  }
  doc.x = doc.page.margins.left;
}

/** A horizontal 0–4 bar drawn as vectors: the track, the score filled, and a tick at `marker`. */
export function scoreBar(doc: Doc, x: number, y: number, width: number, value: number | null, marker: number | null): void {
  const h = 7;
  doc.save().rect(x, y, width, h).fill(COLOURS.barTrack);
  if (value !== null) doc.rect(x, y, (Math.max(0, Math.min(4, value)) / 4) * width, h).fill(COLOURS.accent);
  if (marker !== null) {
    const mx = x + (Math.max(0, Math.min(4, marker)) / 4) * width;
    doc
      .moveTo(mx, y - 2)
      .lineTo(mx, y + h + 2)
      .lineWidth(1.5)
      .stroke(COLOURS.text);
  }
  doc.restore();
}

/** "Page n of m" and the confidentiality mark on every page, once the content is laid out. */
export function footers(doc: Doc, left: string, pageOf: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // Text below the margin would otherwise open a page of its own.
    const y = doc.page.height - MARGIN;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .stroke(COLOURS.line);
    doc.fontSize(8).fillColor(COLOURS.muted);
    drawText(doc, left, { x: MARGIN, y, width: contentWidth(doc) * 0.75, lineBreak: false, ellipsis: true });
    drawText(doc, pageOf(i - range.start + 1, range.count), { x: MARGIN, y, width: contentWidth(doc), align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
