import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditLogFilters } from '../../../machines/audit-log.machine';
import { KIND_OPTIONS } from '../../lib/audit-format';

/** The filters the address holds, so a filtered log can be shared, reloaded, and walked back and forth. */
const FILTER_KEYS = ['from', 'to', 'actor', 'entity', 'action', 'survey'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);
const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const wordOf = (value: string | null, pattern: RegExp) => (value && value.length <= 80 && pattern.test(value) ? value : undefined);

/** What the address says, each value checked as the API would (a bad one is left out, not sent to be refused). */
function filtersOf(params: URLSearchParams): AuditLogFilters {
  const filters: AuditLogFilters = {
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    actor: idOf(params.get('actor')),
    entity: wordOf(params.get('entity'), /^[a-z_]+$/),
    action: wordOf(params.get('action'), /^[a-z_.]+$/),
    survey: idOf(params.get('survey')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as AuditLogFilters;
}

/** The "What" filter's choice for the filters given ('' for anything, or a value of KIND_OPTIONS). */
export function kindOf(filters: AuditLogFilters): string {
  const found = KIND_OPTIONS.find((o) => (o.filter.entity ?? undefined) === filters.entity && (o.filter.action ?? undefined) === filters.action);
  return found?.value ?? '';
}

export const hasFilters = (f: AuditLogFilters) => Object.keys(f).length > 0;

/** The filters, read from and written to the address bar. */
export function useAuditLogFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string stands for the params' content
  const filters = useMemo(() => filtersOf(params), [key]);
  const update = useCallback(
    (change: Partial<Record<FilterKey, string | number | undefined>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(change))
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        return next;
      });
    },
    [setParams],
  );
  const setKind = useCallback(
    (value: string) => {
      const option = KIND_OPTIONS.find((o) => o.value === value);
      update({ entity: option?.filter.entity, action: option?.filter.action });
    },
    [update],
  );
  const clear = useCallback(() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined]))), [update]);
  return { filters, update, setKind, clear };
}
