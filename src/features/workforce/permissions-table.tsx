import { useId, useRef } from 'react';
import { Tooltip } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon } from '@radix-ui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { PermissionToggle } from '../../../machines/permissions.machine';
import type { PermissionRecord } from '../../../schemas/permissions';
import { AREA_COLUMNS } from './permissions-areas';
import { PermissionsRow } from './permissions-row';
import type { PendingValues } from './permissions-rows';
import '../../components/data-table/data-table.css';
import './permissions-table.css';

const ROW_HEIGHT = 56;
const HEADER_HEIGHT = 40;
const TEMPLATE = `minmax(220px, 2.4fr) 96px repeat(${AREA_COLUMNS.length}, minmax(84px, 1fr))`;
const MIN_WIDTH = 220 + 96 + AREA_COLUMNS.length * 84 + (AREA_COLUMNS.length + 1) * 12 + 24;

interface PermissionsTableProps {
  records: readonly PermissionRecord[];
  pending: PendingValues;
  selfId: number;
  direction: 'asc' | 'desc';
  onSort(direction: 'asc' | 'desc'): void;
  onToggle(change: PermissionToggle): void;
}

/**
 * People down, areas across, under a sticky header. Rows are windowed, so a company of
 * thousands scrolls without delay; the person column stays put when the table scrolls sideways.
 */
export function PermissionsTable({ records, pending, selfId, direction, onSort, onToggle }: PermissionsTableProps) {
  const { t } = useTranslation('workforce');
  const scroller = useRef<HTMLDivElement>(null);
  const lockedHintId = useId();
  const virtualizer = useVirtualizer({ count: records.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const rowStyle = { gridTemplateColumns: TEMPLATE, minWidth: MIN_WIDTH };

  return (
    <div
      ref={scroller}
      className="rt-scroll pt-scroll"
      style={{ height: HEADER_HEIGHT + records.length * ROW_HEIGHT + 2 }}
      role="table"
      aria-label={t('permissions.table.label')}
      aria-rowcount={records.length + 1}
      tabIndex={0}
    >
      <span id={lockedHintId} hidden>
        {t('permissions.table.lockedHint')}
      </span>
      <div className="rt-row rt-head pt-head" role="row" aria-rowindex={1} style={{ ...rowStyle, height: HEADER_HEIGHT }}>
        <div role="columnheader" className="pt-person" aria-sort={direction === 'asc' ? 'ascending' : 'descending'}>
          <button type="button" className="pt-sort" onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')}>
            {t('permissions.table.person')} {direction === 'asc' ? <ArrowUpIcon aria-hidden="true" /> : <ArrowDownIcon aria-hidden="true" />}
          </button>
        </div>
        <div role="columnheader">{t('permissions.table.role')}</div>
        {AREA_COLUMNS.map((c) => (
          <div role="columnheader" key={c.area} className="pt-switch">
            <Tooltip content={c.description}>
              <span className="pt-area-head">{c.label}</span>
            </Tooltip>
          </div>
        ))}
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const record = records[v.index]!;
          return (
            <PermissionsRow
              key={record.user_id}
              record={record}
              pending={pending}
              self={record.user_id === selfId}
              lockedHintId={lockedHintId}
              rowIndex={v.index + 2}
              onToggle={onToggle}
              style={{ ...rowStyle, height: ROW_HEIGHT, transform: `translateY(${v.start}px)` }}
            />
          );
        })}
      </div>
    </div>
  );
}
