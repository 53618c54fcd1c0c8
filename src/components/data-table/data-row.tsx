import { memo, type CSSProperties } from 'react';
import { IconButton } from '@radix-ui/themes';
import { CounterClockwiseClockIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import type { TableColumn } from './table-column';
import type { TFunction } from 'i18next';

interface DataRowProps<R extends { id: number }> {
  row: R;
  cells: readonly string[];
  columns: readonly TableColumn<R>[];
  index: number;
  /** Where the row sits in the whole list; it does not change as the list scrolls. */
  start: number;
  style: CSSProperties;
  name: string;
  /** The table's words: a new one (another language) draws the row again. */
  t: TFunction;
  /** An archived row is restored rather than edited. */
  archived: boolean;
  onEdit?(row: R): void;
  onDelete?(row: R): void;
  onRestore?(row: R): void;
}

/**
 * One windowed row. Memoised, so scrolling draws only the rows that come into view: the
 * others keep their props (their `start` is their place in the list, not on screen).
 * Plain elements inside: a hundred rows of Radix components per frame would stutter.
 */
function DataRowView<R extends { id: number }>({ row, cells, columns, index, start, style, name, t, archived, onEdit, onDelete, onRestore }: DataRowProps<R>) {
  const restore = archived ? onRestore : undefined;
  return (
    <div role="row" aria-rowindex={index + 2} className="rt-row rt-body-row" style={{ ...style, transform: `translateY(${start}px)` }}>
      {cells.map((cell, i) => {
        const column = columns[i]!;
        return (
          <div key={column.key} role="cell" className={column.numeric ? 'rt-numeric' : undefined}>
            {column.render ? (
              column.render(row, cell)
            ) : (
              <div className="rt-cell-text" title={cell}>
                {cell}
              </div>
            )}
          </div>
        );
      })}
      {(onEdit || onDelete) && (
        <div role="cell" className="rt-actions">
          {restore && (
            <IconButton size="1" variant="ghost" aria-label={t('table.restoreRow', { name })} title={t('table.restore')} onClick={() => restore(row)}>
              <CounterClockwiseClockIcon />
            </IconButton>
          )}
          {onEdit && !restore && (
            <IconButton size="1" variant="ghost" aria-label={t('table.editRow', { name })} title={t('table.edit')} onClick={() => onEdit(row)}>
              <Pencil1Icon />
            </IconButton>
          )}
          {onDelete && (
            <IconButton
              size="1"
              variant="ghost"
              color="red"
              aria-label={t('table.deleteRow', { name })}
              title={t('table.delete')}
              onClick={() => onDelete(row)}
            >
              <TrashIcon />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}

export const DataRow = memo(DataRowView) as typeof DataRowView;
