import type { Employee } from '../../../schemas/employee';
import type { MasterItemRow } from '../../../schemas/master-item';
import type { TableColumn, TableRow } from '../../components/data-table';
import { InvitationStatus, invitationText } from './invitation-status';
import type { WorkforceChoices } from './workforce-flows';

/** id → name of the lists a row refers to; a missing reference shows as a dash. */
export interface Lookups {
  designation(id: number | null): string;
  department(id: number | null): string;
  group(id: number | null): string;
  manager(id: number | null): string;
}

export const fullName = (e: Pick<Employee, 'first_name' | 'last_name' | 'username'>) => `${e.first_name} ${e.last_name}`.trim() || e.username;

const byId = <R extends { id: number }>(rows: readonly R[], label: (row: R) => string) => {
  const names = new Map(rows.map((row) => [row.id, label(row)]));
  return (id: number | null) => (id === null ? '—' : names.get(id) ?? '—');
};

export function lookupsOf(employees: readonly Employee[], choices: WorkforceChoices | undefined): Lookups {
  const named = (rows: readonly MasterItemRow[] | undefined) => byId(rows ?? [], (r) => r.name);
  return {
    designation: named(choices?.designations),
    department: named(choices?.departments),
    group: named(choices?.groups),
    manager: byId(employees, fullName),
  };
}

type EmployeeColumn = TableColumn<Employee> & { text(e: Employee, l: Lookups): string };

export const EMPLOYEE_COLUMNS: readonly EmployeeColumn[] = [
  {
    key: 'name', title: 'Employee', width: 'minmax(180px, 1.6fr)', text: (e) => fullName(e),
    // Plain elements: this runs for every row scrolled into view.
    render: (e, name) => (
      <>
        <div className="rt-cell-text" data-strong title={name}>{name}</div>
        {/* A new sign-in address waits for its link: the old one is still the one that signs in. */}
        <div className="rt-cell-text" data-muted title={e.pending_email ? `${e.email}, changing to ${e.pending_email} once the link mailed to it is opened` : e.email}>
          {e.pending_email ? `${e.email} → ${e.pending_email} (to confirm)` : e.email}
        </div>
      </>
    ),
  },
  { key: 'emp_code', title: 'Code', width: 'minmax(76px, 0.6fr)', text: (e) => e.emp_code },
  { key: 'username', title: 'Username', width: 'minmax(96px, 0.9fr)', text: (e) => e.username },
  { key: 'designation', title: 'Designation', width: 'minmax(110px, 1.2fr)', text: (e, l) => l.designation(e.designation) },
  { key: 'department', title: 'Department', width: 'minmax(100px, 1fr)', text: (e, l) => l.department(e.department) },
  { key: 'group', title: 'Group', width: 'minmax(96px, 1fr)', text: (e, l) => l.group(e.group) },
  { key: 'manager', title: 'Manager', width: 'minmax(120px, 1.1fr)', text: (e, l) => l.manager(e.parent_id) },
  {
    key: 'status', title: 'Status', width: 'minmax(136px, 1fr)', text: (e) => invitationText(e),
    render: (e, text) => <InvitationStatus employee={e} text={text} />,
  },
];

/** Every row's texts once per list; the search also finds the email shown under the name. */
export function employeeRows(employees: readonly Employee[], lookups: Lookups): TableRow<Employee>[] {
  return employees.map((row) => {
    const cells = EMPLOYEE_COLUMNS.map((c) => c.text(row, lookups));
    return { row, cells, haystack: [...cells, row.email].join('\u0000').toLowerCase() };
  });
}
