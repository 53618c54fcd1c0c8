import { useDeferredValue, useMemo, useState } from 'react';
import type { TableColumn } from './table-column';
import { filterRows, sortRows, type Sort, type TableRow } from './table-rows';

const nothing = () => '';

/** A column and the text it sorts and searches by (what it draws may differ: a bar, a badge). */
export type TextColumn<R> = TableColumn<R> & { text(row: R): string };

/**
 * The rows of one searchable, sortable table: texts computed once per list, the search
 * deferred so typing stays quick on thousands of rows. `extra` adds searched text that
 * no column shows (a description, an employee code).
 */
export function useTableView<R extends { id: number }>(
  items: readonly R[],
  columns: readonly TextColumn<R>[],
  initialSort: Sort,
  extra: (row: R) => string = nothing,
) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [sort, setSort] = useState<Sort>(initialSort);
  const unsorted = useMemo(
    () =>
      items.map((row): TableRow<R> => {
        const cells = columns.map((c) => c.text(row));
        return { row, cells, haystack: [...cells, extra(row)].join('\u0000').toLowerCase() };
      }),
    [items, columns, extra],
  );
  const rows = useMemo(() => sortRows(unsorted, columns, sort), [unsorted, columns, sort]);
  const shown = useMemo(() => filterRows(rows, query), [rows, query]);
  return { search, setSearch, sort, setSort, total: rows.length, shown };
}
