import { deflated, repeated, sheetXml, workbookEntries, zipOfEntries, type ZipEntry } from './zip-writer';

/** A hostile workbook, the 400 it must get at `file`, and what it would cost if read unbounded. */
export interface Bomb {
  label: string;
  file: Buffer;
  message: RegExp;
}

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${MAIN}><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const GB = 1024 ** 3;

/** Deflated data that inflates to `bytes`, declaring only `declared` (a lie unless they match). */
const bomb = (data: Buffer, declared: number): ZipEntry => ({ name: '', data, size: declared });

/**
 * Crafted spreadsheet files (zip bombs and the like), each small enough to upload to `fileBytes` (the library
 * takes 2 MB, so its bombs inflate to a quarter of a gigabyte rather than one). Sizes the
 * zip declares are small lies unless said otherwise: only what inflation produces counts.
 */
export function spreadsheetBombs(fileBytes: number): Bomb[] {
  const big = fileBytes >= 8 * 1024 * 1024 ? GB : GB / 4;
  const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>username</t></is></c></row>';
  const bombs: Bomb[] = [
    {
      label: 'a 1 GB sheet of zeros left out of the central directory',
      file: zipOfEntries([{ name: 'xl/worksheets/sheet1.xml', data: repeated('\0', GB), size: GB, hidden: true }, ...workbookEntries()]),
      message: /^The first row must name the columns/,
    },
    {
      label: 'a shared strings part of repeated <si> left out of the central directory',
      file: zipOfEntries([
        { name: 'xl/sharedStrings.xml', data: repeated('<si><t>x</t></si>', big, `<sst ${MAIN}>`, '</sst>'), size: 1000, hidden: true },
        ...workbookEntries(),
      ]),
      message: /^The first row must name the columns/,
    },
    {
      label: 'a deflate bomb of repeated <si> as the shared strings',
      file: zipOfEntries(workbookEntries({ 'xl/sharedStrings.xml': bomb(repeated('<si><t>x</t></si>', big, `<sst ${MAIN}>`, '</sst>'), 1000) })),
      message: /^The workbook has more than [\d,]+ shared strings\.$/,
    },
    {
      label: 'shared strings of long text',
      file: zipOfEntries(
        workbookEntries({ 'xl/sharedStrings.xml': bomb(repeated(`<si><t>${'y'.repeat(30_000)}</t></si>`, big, `<sst ${MAIN}>`, '</sst>'), 1000) }),
      ),
      message: /^The workbook holds more than [\d,]+ characters of text\.$/,
    },
    {
      label: 'a deflate bomb of zeros as the sheet',
      file: zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': bomb(repeated('\0', big), 1000) })),
      message: /^The file is not a readable XLSX workbook\.$/,
    },
    {
      label: 'a deflate bomb as the sheet, declaring its size',
      file: zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': bomb(repeated(' ', big, SHEET_HEAD, SHEET_TAIL), big) })),
      message: /^The workbook unpacks to more than \d+ MB\.$/,
    },
    {
      label: 'a sheet of a million empty rows',
      file: zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': bomb(repeated('<row/>', 6_000_000, SHEET_HEAD + header, SHEET_TAIL), 1000) })),
      message: /^The file has more than [\d,]+ rows, blank ones included\.$/,
    },
    {
      label: 'a row of three million empty cells',
      file: zipOfEntries(
        workbookEntries({
          'xl/worksheets/sheet1.xml': bomb(repeated('<c r="B2"/>', 33_000_000, `${SHEET_HEAD + header}<row r="2">`, `</row>${SHEET_TAIL}`), 1000),
        }),
      ),
      message: /^The sheet has more than [\d,]+ cells, empty ones included\.$/,
    },
    {
      label: 'a sheet of endless elements',
      file: zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': bomb(repeated('<x/>', big, SHEET_HEAD, SHEET_TAIL), 1000) })),
      message: /^The workbook has more than [\d,]+ XML elements\.$/,
    },
    {
      label: 'a zip of 10,000 entries',
      file: zipOfEntries([...workbookEntries(), ...Array.from({ length: 10_000 }, (_, i) => deflated(`x/${i}`, ''))]),
      message: /^The workbook holds more than 1,000 files; a spreadsheet needs a few dozen\.$/,
    },
  ];
  for (const b of bombs) if (b.file.length > fileBytes) throw new Error(`${b.label}: ${b.file.length} bytes, over the upload limit`);
  return bombs;
}

/** A good workbook by hand with `rows` (already XML) under a header of `columns`. */
export function handWorkbook(columns: string[], rows = ''): Buffer {
  const cells = columns.map((c, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${c}</t></is></c>`).join('');
  return zipOfEntries(workbookEntries({ 'xl/worksheets/sheet1.xml': sheetXml(`<row r="1">${cells}</row>${rows}`) }));
}
