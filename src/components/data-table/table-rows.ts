import type { ResourceRow } from '../../../machines/resource.machine';

export interface TableRow<R extends { id: number } = ResourceRow> {
  row: R;
  cells: string[];
  /** Every cell, lower-cased, for the search. */
  haystack: string;
}

export interface Sort {
  key: string;
  direction: 'asc' | 'desc';
}

/** What sorting needs to know of a column. */
interface SortableColumn {
  key: string;
  numeric?: boolean;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The texts of every row, computed once per list, so long lists search and sort as the person types. */
export function tableRows<R extends { id: number }>(items: readonly R[], cellsOf: (row: R) => string[]): TableRow<R>[] {
  return items.map((row) => {
    const cells = cellsOf(row);
    return { row, cells, haystack: cells.join('\u0000').toLowerCase() };
  });
}

export function sortRows<R extends { id: number }>(rows: readonly TableRow<R>[], columns: readonly SortableColumn[], sort: Sort): TableRow<R>[] {
  const index = columns.findIndex((c) => c.key === sort.key);
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Not a column: the order the items were added in (a platform list's ranges read in order).
  if (index < 0) return [...rows].sort((a, b) => sign * (a.row.id - b.row.id));
  const numeric = columns[index]?.numeric === true;
  return [...rows].sort((a, b) => {
    const order = numeric ? Number(a.cells[index]) - Number(b.cells[index]) : collator.compare(a.cells[index]!, b.cells[index]!);
    return order ? sign * order : a.row.id - b.row.id;
  });
}

/** Rows containing every word of the search, in any column, any case. */
export function filterRows<R extends { id: number }>(rows: readonly TableRow<R>[], search: string): readonly TableRow<R>[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((r) => words.every((w) => r.haystack.includes(w)));
}
