import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import type { ResourceStatus } from '../../../machines/resource.machine';
import type { Employee } from '../../../schemas/employee';
import { DataTable, filterRows, sortRows, TableToolbar, type Sort } from '../../components/data-table';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { EMPLOYEE_COLUMNS, employeeRows, fullName, lookupsOf } from './employee-rows';
import { WorkforceEmptyState } from './workforce-empty-state';
import type { WorkforceChoices } from './workforce-flows';

interface EmployeeListProps {
  status: ResourceStatus;
  employees: readonly Employee[];
  error: Failure | null;
  choices: WorkforceChoices | undefined;
  onRetry(): void;
  onEdit(employee: Employee): void;
  onDelete(employee: Employee): void;
  /** The ways to start, for the empty state. */
  emptyActions: ReactNode;
  initialSearch?: string;
}

/** The employees: loading, failed, empty, or searched and sorted in a windowed table. */
export function EmployeeList({ status, employees, error, choices, onRetry, onEdit, onDelete, emptyActions, initialSearch = '' }: EmployeeListProps) {
  const [search, setSearch] = useState(initialSearch);
  const query = useDeferredValue(search);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const lookups = useMemo(() => lookupsOf(employees, choices), [employees, choices]);
  const unsorted = useMemo(() => employeeRows(employees, lookups), [employees, lookups]);
  const rows = useMemo(() => sortRows(unsorted, EMPLOYEE_COLUMNS, sort), [unsorted, sort]);
  const shown = useMemo(() => filterRows(rows, query), [rows, query]);

  if (status === 'loading') {
    return (
      <Card size="3">
        <Flex align="center" justify="center" gap="2" py="8" role="status"><Spinner /><Text color="gray" size="2">Loading employees…</Text></Flex>
      </Card>
    );
  }
  if (status === 'loadFailed' && error?.status === 403) {
    // Trying again would not help: only an admin can grant the permission.
    return <FailureCallout lines={['You may not see the workforce of your company.', 'Ask your company admin for the Workforce permission.']} />;
  }
  if (status === 'loadFailed') {
    return (
      <FailureCallout lines={['The employees could not be loaded.', ...(error ? failureSummary(error) : [])]}
        action={<Button size="1" onClick={onRetry}>Retry</Button>} />
    );
  }
  if (employees.length === 0) return <WorkforceEmptyState search="" onClearSearch={() => setSearch('')} actions={emptyActions} />;
  return (
    <>
      <TableToolbar search={search} onSearch={setSearch} one="employee" many="employees"
        shown={shown.length} total={rows.length} refreshing={status === 'refetching'} />
      {shown.length === 0
        ? <WorkforceEmptyState search={search} onClearSearch={() => setSearch('')} actions={null} />
        : <DataTable<Employee> columns={EMPLOYEE_COLUMNS} rows={shown} sort={sort} onSort={setSort} label={fullName} onEdit={onEdit} onDelete={onDelete} />}
    </>
  );
}
