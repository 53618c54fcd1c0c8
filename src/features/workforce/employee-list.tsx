import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { ResourceStatus } from '../../../machines/resource.machine';
import type { Employee } from '../../../schemas/employee';
import { DataTable, filterRows, sortRows, TableToolbar, type Sort } from '../../components/data-table';
import { NoMatches } from '../../components/empty-state';
import { FailureCallout } from '../../components/failure-callout';
import { EMPLOYEE_COLUMNS, employeeRows, fullName, lookupsOf } from './employee-rows';
import { SelectionContext, type Selection } from './selection-context';
import { WorkforceBulkBar, type BulkDialogKind } from './workforce-bulk-bar';
import { WorkforceEmptyState } from './workforce-empty-state';
import type { WorkforceChoices } from './workforce-flows';
import { LoadingCard } from '../../components/loading-card';
import { LoadFailedCallout } from '../../components/load-failed-callout';

/** The chosen rows and how to change them. */
export interface SelectionState extends Selection {
  size: number;
  set(ids: number[]): void;
  clear(): void;
}

interface EmployeeListProps {
  status: ResourceStatus;
  employees: readonly Employee[];
  /** The server's answer for the filters (null: no filter is on; undefined: it is on its way). */
  filtered?: readonly Employee[] | null;
  filtering?: boolean;
  error: Failure | null;
  choices: WorkforceChoices | undefined;
  onRetry(): void;
  onEdit(employee: Employee): void;
  onDelete(employee: Employee): void;
  /** The ways to start, for the empty state. */
  emptyActions: ReactNode;
  search: string;
  onSearch(search: string): void;
  /** The filters above the table, and the way back to everyone. */
  filterBar?: ReactNode;
  onClearFilters?(): void;
  selection?: SelectionState;
  onBulk?(kind: BulkDialogKind): void;
}

/** The employees: loading, failed, empty, or filtered, searched and sorted in a windowed table. */
export function EmployeeList(props: EmployeeListProps) {
  const { status, employees, filtered = null, filtering = false, error, choices, onRetry, onEdit, onDelete, emptyActions, search, onSearch } = props;
  const { t, i18n } = useTranslation('workforce');
  const query = useDeferredValue(search);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  // Names of lists and managers come from the whole workforce, whatever the filters show.
  const lookups = useMemo(() => lookupsOf(employees, choices), [employees, choices]);
  const listed = filtered === null ? employees : (filtered ?? null);
  // The status column's words are the language's: the rows are worded again when it changes.
  const language = i18n.language;
  const unsorted = useMemo(() => employeeRows(listed ?? [], lookups, language), [listed, lookups, language]);
  const rows = useMemo(() => sortRows(unsorted, EMPLOYEE_COLUMNS, sort), [unsorted, sort]);
  const shown = useMemo(() => filterRows(rows, query), [rows, query]);
  const columns = useMemo(() => EMPLOYEE_COLUMNS.map((column) => ({ ...column, title: t(`columns.${column.title}`) })), [t]);

  if (status === 'loading') {
    return <LoadingCard text={t('list.loading')} />;
  }
  if (status === 'loadFailed' && error?.status === 403) {
    // Trying again would not help: only an admin can grant the permission.
    return <FailureCallout lines={[t('list.forbidden'), t('list.askAdmin')]} />;
  }
  if (status === 'loadFailed') {
    return <LoadFailedCallout line={t('list.loadFailed')} error={error} onRetry={onRetry} />;
  }
  if (employees.length === 0) return <WorkforceEmptyState search="" onClearSearch={() => onSearch('')} actions={emptyActions} />;
  const { selection, onBulk } = props;
  let body: ReactNode;
  if (listed === null) {
    body = (
      <Flex align="center" justify="center" gap="2" py="6" role="status">
        <Spinner />
        <Text color="gray" size="2">
          {t('list.filtering')}
        </Text>
      </Flex>
    );
  } else if (rows.length === 0 && props.onClearFilters) {
    body = <NoMatches title={t('list.noFilterMatch')} onClearSearch={props.onClearFilters} hint={t('list.clearFiltersHint')} />;
  } else if (shown.length === 0) {
    body = <WorkforceEmptyState search={search} onClearSearch={() => onSearch('')} actions={null} />;
  } else {
    body = (
      <>
        {selection && onBulk && (
          <WorkforceBulkBar
            selected={selection.size}
            matching={shown.length}
            onClear={selection.clear}
            onAction={onBulk}
            onSelectAll={() => selection.set(shown.map((r) => r.row.id))}
          />
        )}
        <SelectionContext.Provider value={selection ?? null}>
          <DataTable<Employee> columns={columns} rows={shown} sort={sort} onSort={setSort} label={fullName} onEdit={onEdit} onDelete={onDelete} />
        </SelectionContext.Provider>
      </>
    );
  }
  return (
    <>
      <TableToolbar
        search={search}
        onSearch={onSearch}
        one={t('list.one')}
        many={t('list.many')}
        shown={shown.length}
        total={filtered ? employees.length : rows.length}
        refreshing={status === 'refetching' || filtering}
      />
      {props.filterBar}
      {body}
    </>
  );
}
