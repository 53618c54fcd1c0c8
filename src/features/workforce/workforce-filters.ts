import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPLOYEE_STATUSES, type EmployeeFilters } from '../../../schemas/employee';

/** The list's filters as the URL holds them, so a filtered list can be shared and reloaded. */
export type Filters = Omit<EmployeeFilters, 'search'>;
export const FILTER_KEYS = ['designation', 'department', 'group', 'manager', 'status'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

function filtersOf(params: URLSearchParams): Filters {
  const status = params.get('status');
  const filters: Filters = {
    designation: idOf(params.get('designation')),
    department: idOf(params.get('department')),
    group: idOf(params.get('group')),
    manager: idOf(params.get('manager')),
    status: (EMPLOYEE_STATUSES as readonly string[]).includes(status ?? '') ? (status as Filters['status']) : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as Filters;
}

export const hasFilters = (f: Filters) => Object.keys(f).length > 0;

/** The query string of the server's list and export: the filters and the search. */
export function filterQuery(filters: Filters, search = ''): Record<string, string> {
  const query: Record<string, string> = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]));
  if (search.trim()) query.search = search.trim();
  return query;
}

/** The filters and the search, read from and written to the address bar. */
export function useWorkforceFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string stands for the params' content
  const filters = useMemo(() => filtersOf(params), [key]);
  const search = params.get('search') ?? '';
  const update = useCallback(
    (change: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(change))
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setFilter = useCallback((k: FilterKey, v: string | number | undefined) => update({ [k]: v }), [update]);
  const setSearch = useCallback((v: string) => update({ search: v }), [update]);
  const clear = useCallback(() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined]))), [update]);
  return { filters, search, setFilter, setSearch, clear };
}
