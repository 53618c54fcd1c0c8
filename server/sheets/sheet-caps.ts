import { IMPORT_LIMITS } from '../../schemas/competency-library';
import { TRANSLATION_IMPORT_LIMITS } from '../../schemas/content-translations';
import { EMPLOYEE_IMPORT_LIMITS } from '../../schemas/employee';

/**
 * Everything one uploaded spreadsheet may make the reader hold or do. Each is checked on
 * what the reader actually meets (bytes inflated, rows, cells, strings), never on what the
 * file declares, and the first one passed refuses the file.
 */
export interface SheetCaps {
  /** Data rows an import takes, the header not counted. */
  rows: number;
  /** Rows read, blank ones included: a sheet of a million empty rows stops here. */
  rowsRead: number;
  /** Cells read, empty ones included; in a CSV, its separators (`,` `;` `|` tab). */
  cells: number;
  /** Bytes the parts of an XLSX that are read may inflate to, together. */
  unpackedBytes: number;
  /** Bytes each of the workbook, its relationships and its styles may inflate to. */
  partBytes: number;
  /** Files in the zip, folders included. */
  entries: number;
  /** XML elements in all the parts read. */
  elements: number;
  /** Shared strings of an XLSX. */
  sharedStrings: number;
  /** Characters of text kept: shared strings and the sheet's own text. */
  textChars: number;
}

const MB = 1024 * 1024;

/**
 * Caps that follow from an import's own limits, with room to spare: 100,000 employees as
 * Excel or exceljs writes them are ~1 M cells, ~600,000 shared strings and ~3.1 M elements.
 */
function capsFor(limits: { rows: number; unpackedBytes: number }, textChars: number): SheetCaps {
  return {
    rows: limits.rows,
    rowsRead: limits.rows * 2,
    cells: limits.rows * 20,
    unpackedBytes: limits.unpackedBytes,
    partBytes: Math.min(limits.unpackedBytes, 16 * MB),
    entries: 1000,
    elements: limits.rows * 50,
    sharedStrings: limits.rows * 8,
    textChars,
  };
}

/** POST /api/user-import/: 100,000 rows of ~100 characters need ~10 M characters of text. */
export const EMPLOYEE_SHEET_CAPS = capsFor(EMPLOYEE_IMPORT_LIMITS, 32_000_000);
/** POST /competency/library/import/: 5,000 rows of at most 1,770 characters. */
export const LIBRARY_SHEET_CAPS = capsFor(IMPORT_LIMITS, 10_000_000);
/** POST /competency/translations/import/: 10,000 texts of at most 1,000 characters in four languages. */
export const TRANSLATION_SHEET_CAPS = capsFor(TRANSLATION_IMPORT_LIMITS, 40_000_000);

/** A file refused for what it is, with the sentence the person is shown. */
export class SheetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetRefused';
  }
}

const n = (value: number) => value.toLocaleString('en');
const UNREADABLE = 'The file is not a readable XLSX workbook.';

/** The refusals, worded once for both readers. */
export const refusals = {
  unreadable: () => new SheetRefused(UNREADABLE),
  unpacked: (caps: SheetCaps) => new SheetRefused(`The workbook unpacks to more than ${caps.unpackedBytes / MB} MB.`),
  part: (name: string, cap: number) => new SheetRefused(`The workbook's ${name} unpacks to more than ${cap / MB} MB.`),
  entries: (caps: SheetCaps) => new SheetRefused(`The workbook holds more than ${n(caps.entries)} files; a spreadsheet needs a few dozen.`),
  elements: (caps: SheetCaps) => new SheetRefused(`The workbook has more than ${n(caps.elements)} XML elements.`),
  rowsRead: (caps: SheetCaps) => new SheetRefused(`The file has more than ${n(caps.rowsRead)} rows, blank ones included.`),
  cells: (caps: SheetCaps) => new SheetRefused(`The sheet has more than ${n(caps.cells)} cells, empty ones included.`),
  separators: (caps: SheetCaps) => new SheetRefused(`The file has more than ${n(caps.cells)} cells (separators: , ; | or tab).`),
  sharedStrings: (caps: SheetCaps) => new SheetRefused(`The workbook has more than ${n(caps.sharedStrings)} shared strings.`),
  textChars: (caps: SheetCaps) => new SheetRefused(`The workbook holds more than ${n(caps.textChars)} characters of text.`),
};
