/** A sheet's rows as text, each with the number a spreadsheet shows it under. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** Non-blank rows only; `more` when rows past the cap were left out. */
export type Sheet = { rows: SheetRow[]; more: boolean } | { problem: string };
