/**
 * A sheet's rows as an import's rules take them: text cells, each row with the number a
 * spreadsheet shows it under. The readers in server/sheets hand over this shape; the rules
 * name it here so they need nothing of how a file is read.
 */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The rows kept from a file (the header first), and `more` when rows past the cap were left out. */
export interface SheetRows {
  rows: SheetRow[];
  more: boolean;
}

/** The refusal of a file with more data rows than the limit, or null. */
export function tooManyRows(sheet: SheetRows, max: number): string | null {
  const body = sheet.rows.length - 1;
  if (body <= max) return null;
  return `The file has ${sheet.more ? `more than ${max}` : body} rows; at most ${max} can be imported at once.`;
}
