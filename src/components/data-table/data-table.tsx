import { useCallback, useMemo, useRef } from 'react';
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DataRow } from './data-row';
import type { TableColumn } from './table-column';
import type { Sort, TableRow } from './table-rows';
import './data-table.css';
import { useTranslation } from 'react-i18next';

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 40;

interface DataTableProps<R extends { id: number }> {
  columns: readonly TableColumn<R>[];
  rows: readonly TableRow<R>[];
  sort: Sort;
  onSort(sort: Sort): void;
  /** What one row is called, for the action buttons' names ("Edit Sales"). */
  label(row: R): string;
  /** Without these the table is read-only. */
  onEdit?(row: R): void;
  onDelete?(row: R): void;
  /** Rows this says are archived offer Restore instead of Edit. */
  archived?(row: R): boolean;
  onRestore?(row: R): void;
}

/** A header pressed: its column ascending, or the other way when it was already ascending. */
const nextSort = (sort: Sort, key: string): Sort => ({ key, direction: sort.key === key && sort.direction === 'asc' ? 'desc' : 'asc' });

function SortIcon({ active, direction }: { active: boolean; direction: Sort['direction'] }) {
  if (!active) return <CaretSortIcon aria-hidden="true" className="rt-sort-idle" />;
  return direction === 'asc' ? <ArrowUpIcon aria-hidden="true" /> : <ArrowDownIcon aria-hidden="true" />;
}

/**
 * A table with a sticky header whose rows are windowed: only the rows in view (and a few
 * more) are in the DOM, so a hundred thousand rows scroll and filter without delay.
 */
export function DataTable<R extends { id: number }>({ columns, rows, sort, onSort, label, onEdit, onDelete, archived, onRestore }: DataTableProps<R>) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  // The rows are memoised: hand them handlers that stay the same while the parent re-renders.
  const handlers = useRef({ onEdit, onDelete, onRestore });
  handlers.current = { onEdit, onDelete, onRestore };
  const edit = useCallback((row: R) => handlers.current.onEdit?.(row), []);
  const remove = useCallback((row: R) => handlers.current.onDelete?.(row), []);
  const restore = useCallback((row: R) => handlers.current.onRestore?.(row), []);
  const editable = Boolean(onEdit || onDelete);
  const tracks = [...columns.map((c) => c.width), ...(editable ? ['64px'] : [])];
  const template = tracks.join(' ');
  // Narrower than its columns' minimums, the table scrolls sideways instead of squeezing them.
  const minWidth = tracks.reduce((sum, track) => sum + Number(/(?<!\d)(\d+)px/.exec(track)?.[1] ?? 0), 0) + (tracks.length - 1) * 12 + 24;
  const rowStyle = useMemo(() => ({ gridTemplateColumns: template, height: ROW_HEIGHT, minWidth }), [template, minWidth]);

  return (
    <div
      ref={scroller}
      className="rt-scroll"
      style={{ height: HEADER_HEIGHT + rows.length * ROW_HEIGHT + 2 }}
      role="table"
      aria-rowcount={rows.length + 1}
      tabIndex={0}
    >
      <div className="rt-row rt-head" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, height: HEADER_HEIGHT, minWidth }}>
        {columns.map((c) => {
          if (c.unsorted)
            return (
              <div key={c.key} role="columnheader">
                <span className="visually-hidden">{c.title}</span>
              </div>
            );
          const active = sort.key === c.key;
          const next = nextSort(sort, c.key);
          return (
            <div
              key={c.key}
              role="columnheader"
              className={c.numeric ? 'rt-numeric' : undefined}
              aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <button type="button" className="rt-sort" onClick={() => onSort(next)}>
                {c.title} <SortIcon active={active} direction={sort.direction} />
              </button>
            </div>
          );
        })}
        {editable && (
          <div role="columnheader">
            <span className="visually-hidden">{t('table.actions')}</span>
          </div>
        )}
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const { row, cells } = rows[v.index]!;
          return (
            <DataRow<R>
              key={row.id}
              row={row}
              cells={cells}
              columns={columns}
              index={v.index}
              start={v.start}
              style={rowStyle}
              name={label(row)}
              t={t}
              archived={archived?.(row) ?? false}
              onEdit={onEdit && edit}
              onDelete={onDelete && remove}
              onRestore={onRestore && restore}
            />
          );
        })}
      </div>
    </div>
  );
}
