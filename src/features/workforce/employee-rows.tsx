import type { Employee } from '../../../schemas/employee';
import type { MasterItemRow } from '../../../schemas/master-item';
import type workforce from '../../../locales/en/workforce.json';
import type { TableColumn, TableRow } from '../../components/data-table';
import { i18n } from '../../i18n';
import { fullName } from './employee-rows-names';
import { InvitationStatus, invitationText } from './invitation-status';
import { SelectBox } from './selection-context';
import type { WorkforceChoices } from './workforce-flows';

/** id → name of the lists a row refers to; a missing reference shows as a dash. */
interface Lookups {
  designation(id: number | null): string;
  department(id: number | null): string;
  group(id: number | null): string;
  manager(id: number | null): string;
}

export { fullName };

const byId = <R extends { id: number }>(rows: readonly R[], label: (row: R) => string) => {
  const names = new Map(rows.map((row) => [row.id, label(row)]));
  return (id: number | null) => (id === null ? '—' : (names.get(id) ?? '—'));
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

/** A column whose header is a key of the workforce catalogue's `columns`, worded by the list. */
type EmployeeColumn = Omit<TableColumn<Employee>, 'title'> & { title: keyof (typeof workforce)['columns']; text(e: Employee, l: Lookups): string };

// A second muted line under the first: the code's username, the department's group. At 1280 px
// beside the side menu every column then fits without scrolling sideways (the minimums add up
// to about 880 px), and the designation (a job title) gets the widest share after the name.
const UNIT = '\u001f';
const twoLines = (first: string, second = '') => (
  <>
    <div className="rt-cell-text" title={first}>
      {first}
    </div>
    <div className="rt-cell-text" data-muted title={second}>
      {second}
    </div>
  </>
);

export const EMPLOYEE_COLUMNS: readonly EmployeeColumn[] = [
  { key: 'select', title: 'select', width: '20px', unsorted: true, text: () => '', render: (e) => <SelectBox employee={e} /> },
  {
    key: 'name',
    title: 'employee',
    width: 'minmax(150px, 1.5fr)',
    text: (e) => fullName(e),
    // Plain elements: this runs for every row scrolled into view.
    render: (e, name) => (
      <>
        <div className="rt-cell-text" data-strong title={name}>
          {name}
        </div>
        {/* A new sign-in address waits for its link: the old one is still the one that signs in. */}
        <div
          className="rt-cell-text"
          data-muted
          title={e.pending_email ? i18n.t('workforce:columns.pendingEmailHint', { email: e.email, pending: e.pending_email }) : e.email}
        >
          {e.pending_email ? i18n.t('workforce:columns.pendingEmail', { email: e.email, pending: e.pending_email }) : e.email}
        </div>
      </>
    ),
  },
  { key: 'emp_code', title: 'code', width: 'minmax(80px, 0.7fr)', text: (e) => e.emp_code, render: (e, code) => twoLines(code, e.username) },
  { key: 'designation', title: 'designation', width: 'minmax(120px, 1.3fr)', text: (e, l) => l.designation(e.designation) },
  {
    // Sorted by department, then group: the text holds both, split for drawing.
    key: 'department',
    title: 'department',
    width: 'minmax(110px, 1fr)',
    text: (e, l) => (e.group === null ? l.department(e.department) : `${l.department(e.department)}${UNIT}${l.group(e.group)}`),
    render: (_e, text) => twoLines(...(text.split(UNIT) as [string, string?] as [string, string])),
  },
  { key: 'manager', title: 'manager', width: 'minmax(110px, 1fr)', text: (e, l) => l.manager(e.parent_id) },
  {
    key: 'status',
    title: 'status',
    width: 'minmax(118px, 0.9fr)',
    text: (e) => invitationText(e),
    render: (e, text) => <InvitationStatus employee={e} text={text} />,
  },
];

/**
 * Every row's texts once per list and language (`_language` only tells a memo when to word them again); the search
 * also finds the email and username shown under the name and code.
 */
export function employeeRows(employees: readonly Employee[], lookups: Lookups, _language?: string): TableRow<Employee>[] {
  return employees.map((row) => {
    const cells = EMPLOYEE_COLUMNS.map((c) => c.text(row, lookups));
    return { row, cells, haystack: [...cells, row.email, row.username].join('\u0000').toLowerCase() };
  });
}
