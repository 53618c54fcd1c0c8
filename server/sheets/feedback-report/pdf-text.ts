import { COVERAGE, useFace } from './pdf-fonts';
import { fontRuns, visualRuns } from './text-runs';

/*
 * Every text in the PDF is drawn here, so the font for each script and the direction are decided in one place: the
 * text is split into runs by the face that has its letters, put in visual order (right-to-left runs where they
 * belong), and drawn run after run on one line flow (pdfkit's `continued`), which wraps and breaks pages as one text.
 */

type Doc = PDFKit.PDFDocument;
export type DrawOptions = PDFKit.Mixins.TextOptions & { bold?: boolean; x?: number; y?: number };

// Control characters could move the text layer about; direction overrides and isolates in a name could turn the
// words around it (as in "Trojan Source"), so the algorithm decides direction from the letters alone. Zero-width
// joiners (U+200C, U+200D) stay: Persian and emoji need them.
const UNSAFE = /[\p{Cc}\u200b\u2060\ufeff\u00ad\u202a-\u202e\u2066-\u2069]/gu;

/** The text as the PDF prints it: NFC, one kind of line break, tabs as spaces, no control or direction characters. */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(UNSAFE, (ch) => (ch === '\n' ? ch : ''));
}

/** Draws `text` at (x, y) or where the flow stands, in the faces its scripts need, in regular or bold. */
export function drawText(doc: Doc, text: string, options: DrawOptions = {}): Doc {
  const { bold = false, x, y, ...rest } = options;
  const paragraphs = cleanText(text).split('\n');
  const runs = paragraphs.flatMap((paragraph, i) => {
    const line = visualRuns(paragraph, COVERAGE);
    const end = i < paragraphs.length - 1 ? '\n' : '';
    if (line.length === 0) return [{ face: 0, text: end }];
    line[line.length - 1]!.text += end;
    return line;
  });
  if (runs.length === 0) runs.push({ face: 0, text: '' });
  runs.forEach((run, i) => {
    // `features` set makes pdfkit shape a run whole, not word by word: two Arabic words would otherwise come out
    // each reversed but in left-to-right order.
    const opts = { ...rest, features: [], continued: i < runs.length - 1 || rest.continued };
    doc.font(useFace(doc, run.face, bold));
    if (i === 0 && (x !== undefined || y !== undefined)) doc.text(run.text, x, y, opts);
    else doc.text(run.text, opts);
  });
  return doc;
}

/**
 * The height `text` takes in `width`: laid out in the face most of its letters need, with the tallest line of any
 * face it uses, so a table row measured here holds the row drawn by drawText().
 */
export function textHeight(doc: Doc, text: string, options: { width: number; bold?: boolean }): number {
  const cleaned = cleanText(text);
  const counts = new Map<number, number>();
  for (const run of fontRuns(cleaned, COVERAGE)) counts.set(run.face, (counts.get(run.face) ?? 0) + run.text.length);
  const faces = [...counts.keys()];
  const main = faces.sort((a, b) => counts.get(b)! - counts.get(a)!)[0] ?? 0;
  const lineHeight = (face: number) => doc.font(useFace(doc, face, options.bold ?? false)).currentLineHeight(true);
  const tallest = Math.max(lineHeight(main), ...faces.map(lineHeight));
  const height = doc.font(useFace(doc, main, options.bold ?? false)).heightOfString(cleaned, { width: options.width, features: [] });
  return (height * tallest) / lineHeight(main);
}
