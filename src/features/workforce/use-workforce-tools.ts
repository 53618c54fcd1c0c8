import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../schemas/employee';
import { useToast } from '../../components/toast';
import { useOnEnter } from '../../lib/use-on-enter';
import { useRequest } from '../../lib/use-request';
import type { SelectionState } from './employee-list';
import type { BulkDialogKind } from './workforce-bulk-bar';
import { liveBulk, liveExport, liveFiltered, type bulkMachine, type ExportFormat, type exportMachine, type filteredMachine } from './workforce-bulk-flows';
import { hasFilters, useWorkforceFilters, type Filters } from './workforce-filters';

/** Machines a story gives the screen instead of the live ones. */
export interface WorkforceToolFlows {
  filtered?: typeof filteredMachine;
  bulk?: typeof bulkMachine;
  export?: typeof exportMachine;
}

function useSelection(): SelectionState {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setIds((now) => {
        const next = new Set(now);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const set = useCallback((list: number[]) => setIds(new Set(list)), []);
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(() => ({ size: ids.size, has: (id: number) => ids.has(id), toggle, set, clear, ids }), [ids, toggle, set, clear]);
}

/**
 * The list's filters (in the address bar, applied by the server), the rows chosen, the bulk
 * action asked for and its confirmation, and the export of what the filters match.
 */
export function useWorkforceTools(flows: WorkforceToolFlows, company: string, employees: readonly Employee[], onChanged: () => void) {
  const f = useWorkforceFilters();
  const filtered = useRequest(flows.filtered ?? liveFiltered);
  const bulk = useRequest(flows.bulk ?? liveBulk);
  const exporter = useRequest(flows.export ?? liveExport);
  const selection = useSelection();
  const [dialog, setDialog] = useState<BulkDialogKind | null>(null);
  const toast = useToast();
  const { t } = useTranslation('workforce');
  const on = hasFilters(f.filters);

  // Again whenever the filters change or the workforce does (a write refetches it); a change
  // made while a request runs is asked for when it ends (the machine ignores a second submit).
  const { submit: ask, busy: asking } = filtered;
  const asked = useRef<{ filters: Filters; employees: readonly Employee[] } | null>(null);
  useEffect(() => {
    if (!on) asked.current = null;
    if (!on || asking) return;
    const last = asked.current;
    if (last && last.filters === f.filters && last.employees === employees) return;
    asked.current = { filters: f.filters, employees };
    ask({ company, filters: f.filters });
  }, [on, asking, ask, company, f.filters, employees]);
  // A selection is of rows seen: a new filter starts a new one.
  const { clear } = selection;
  useEffect(() => clear(), [f.filters, clear]);

  useOnEnter(bulk.status, 'success', () => {
    toast({ title: t('bulk.done'), description: bulk.output?.detail ?? '' });
    setDialog(null);
    selection.clear();
    onChanged();
  });
  useOnEnter(exporter.status, 'success', () => toast({ title: t('export.downloaded'), description: `employees.${exporter.input?.format ?? 'csv'}` }));

  const ids = useMemo(() => [...(selection as SelectionState & { ids: ReadonlySet<number> }).ids], [selection]);
  return {
    ...f,
    // The last answer stays on screen while the next is fetched.
    filtered: on ? (filtered.status !== 'failure' ? filtered.output : undefined) : null,
    filtering: on && filtered.busy,
    filterError: on && filtered.status === 'failure' ? filtered.error : null,
    retryFilter: () => ask({ company, filters: f.filters }),
    selection,
    ids,
    dialog,
    openBulk: (kind: BulkDialogKind) => {
      bulk.reset();
      setDialog(kind);
    },
    closeBulk: () => {
      setDialog(null);
      bulk.reset();
    },
    bulk,
    exporter,
    exportAs: (format: ExportFormat) => exporter.submit({ format, filters: f.filters, search: f.search }),
  };
}
