import type { ReactNode } from 'react';

/** One column of a DataTable: its own file, as the table and its rows both read it. */
export interface TableColumn<R> {
  key: string;
  title: string;
  /** A CSS grid track, e.g. 'minmax(200px, 2fr)'. */
  width: string;
  numeric?: boolean;
  /** A column of controls (a row menu): its header names it for screen readers and does not sort. */
  unsorted?: boolean;
  /** Draws the cell (a badge…); by default its text, truncated. Keep it light: it runs for every row scrolled into view. */
  render?(row: R, text: string): ReactNode;
}
