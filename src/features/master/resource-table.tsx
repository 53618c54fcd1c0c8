import { useRef } from 'react';
import { IconButton, Text, Tooltip } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ResourceRow } from '../../../machines/resource.machine';
import type { Column } from './list-descriptor';
import type { Sort, TableRow } from './table-rows';

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 40;

interface ResourceTableProps {
  columns: readonly Column[];
  rows: readonly TableRow[];
  sort: Sort;
  onSort(sort: Sort): void;
  /** What one item is called, for the action buttons' names ("Edit Sales"). */
  label(row: ResourceRow): string;
  /** Without these the table is read-only. */
  onEdit?(row: ResourceRow): void;
  onDelete?(row: ResourceRow): void;
}

function SortIcon({ active, direction }: { active: boolean; direction: Sort['direction'] }) {
  if (!active) return <CaretSortIcon aria-hidden="true" className="rt-sort-idle" />;
  return direction === 'asc' ? <ArrowUpIcon aria-hidden="true" /> : <ArrowDownIcon aria-hidden="true" />;
}

/**
 * A table with a sticky header whose rows are windowed: only the rows in view (and a few
 * more) are in the DOM, so 5,000 items scroll and filter without delay.
 */
export function ResourceTable({ columns, rows, sort, onSort, label, onEdit, onDelete }: ResourceTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const editable = Boolean(onEdit || onDelete);
  const tracks = [...columns.map((c) => c.width), ...(editable ? ['64px'] : [])];
  const template = tracks.join(' ');
  // Narrower than its columns' minimums, the table scrolls sideways instead of squeezing them.
  const minWidth = tracks.reduce((sum, t) => sum + Number(/(\d+)px/.exec(t)?.[1] ?? 0), 0) + (tracks.length - 1) * 12 + 24;

  return (
    <div ref={scroller} className="rt-scroll" style={{ height: HEADER_HEIGHT + rows.length * ROW_HEIGHT + 2 }}
      role="table" aria-rowcount={rows.length + 1} tabIndex={0}>
      <div className="rt-row rt-head" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, height: HEADER_HEIGHT, minWidth }}>
        {columns.map((c) => {
          const active = sort.key === c.key;
          const next: Sort = { key: c.key, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' };
          return (
            <div key={c.key} role="columnheader" className={c.numeric ? 'rt-numeric' : undefined}
              aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
              <button type="button" className="rt-sort" onClick={() => onSort(next)}>
                {c.title} <SortIcon active={active} direction={sort.direction} />
              </button>
            </div>
          );
        })}
        {editable && <div role="columnheader"><span className="rt-visually-hidden">Actions</span></div>}
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const { row, cells } = rows[v.index]!;
          const name = label(row);
          return (
            <div key={row.id} role="row" aria-rowindex={v.index + 2} className="rt-row rt-body-row"
              style={{ gridTemplateColumns: template, height: ROW_HEIGHT, minWidth, transform: `translateY(${v.start}px)` }}>
              {cells.map((cell, i) => (
                <div key={columns[i]!.key} role="cell" className={columns[i]!.numeric ? 'rt-numeric' : undefined}>
                  <Text as="div" size="2" truncate title={cell}>{cell}</Text>
                </div>
              ))}
              {editable && (
                <div role="cell" className="rt-actions">
                  {onEdit && (
                    <Tooltip content="Edit"><IconButton size="1" variant="ghost" aria-label={`Edit ${name}`} onClick={() => onEdit(row)}><Pencil1Icon /></IconButton></Tooltip>
                  )}
                  {onDelete && (
                    <Tooltip content="Delete">
                      <IconButton size="1" variant="ghost" color="red" aria-label={`Delete ${name}`} onClick={() => onDelete(row)}><TrashIcon /></IconButton>
                    </Tooltip>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
