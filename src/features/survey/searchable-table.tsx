import type { ReactNode } from 'react';
import { DataTable, TableToolbar, useTableView, type Sort, type TextColumn } from '../../components/data-table';
import { NoMatches } from '../../components/empty-state';

interface SearchableTableProps<R extends { id: number }> {
  items: readonly R[];
  /** Stable across renders (module constants): the rows are memoised. */
  columns: readonly TextColumn<R>[];
  initialSort: Sort;
  /** Searched text no column shows. */
  extra?: (row: R) => string;
  one: string;
  many: string;
  /** "No ratee matches “Ann”": the search that found nothing, in a sentence. */
  noMatch(search: string): string;
  label(row: R): string;
  refreshing: boolean;
  /** Shown when there are no items at all. */
  empty: ReactNode;
}

/** A read-only windowed table with its search, for the detail page's lists. */
export function SearchableTable<R extends { id: number }>({
  items,
  columns,
  initialSort,
  extra,
  one,
  many,
  noMatch,
  label,
  refreshing,
  empty,
}: SearchableTableProps<R>) {
  const view = useTableView(items, columns, initialSort, extra);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <TableToolbar search={view.search} onSearch={view.setSearch} one={one} many={many} shown={view.shown.length} total={view.total} refreshing={refreshing} />
      {view.shown.length === 0 ? (
        <NoMatches title={noMatch(view.search.trim())} onClearSearch={() => view.setSearch('')} />
      ) : (
        <DataTable<R> columns={columns} rows={view.shown} sort={view.sort} onSort={view.setSort} label={label} />
      )}
    </>
  );
}
