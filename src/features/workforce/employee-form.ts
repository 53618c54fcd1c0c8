import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { EmployeeInput, EmployeeUpdate, type Employee } from '../../../schemas/employee';
import { employeeUi } from '../../../schemas/employee.ui';
import type { MasterItemRow } from '../../../schemas/master-item';
import { choices } from '../../components/form/choices';
import { i18n } from '../../i18n';
import type { WorkforceChoices } from './workforce-flows';

/** What the form holds: the fields of EmployeeInput, a list reference left empty as undefined; an admin's reason to skip consent. */
export type EmployeeValues = Partial<EmployeeInput> & { email_change_reason?: string };

const FIELDS = ['username', 'email', 'emp_code', 'first_name', 'last_name', 'designation', 'department', 'group', 'contact_num', 'parent_id'] as const;
const REFS = ['designation', 'department', 'group', 'parent_id'] as const;
type Ref = (typeof REFS)[number];
const LISTS = [
  ['designation', 'designations', 'Designation'],
  ['department', 'departments', 'Department'],
  ['group', 'groups', 'Group'],
] as const;

const nameOf = (row: MasterItemRow) => row.name;

/**
 * EmployeeInput with its lists as choices (picked from the master lists). The
 * manager is an id picked by the manager widget, which searches any number of people.
 */
export function employeeForm(
  lists: WorkforceChoices | undefined,
  { creating = true, current = null, forceable = false }: { creating?: boolean; current?: Employee | null; forceable?: boolean } = {},
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const schema = structuredClone(EmployeeInput) as RJSFSchema;
  const uiSchema: UiSchema = { ...employeeUi };
  const properties = { ...schema.properties };
  // Whether to mail them now is asked once, when they are added.
  if (!creating) {
    delete properties.send_invitation;
    uiSchema['ui:order'] = (employeeUi['ui:order'] as string[]).filter((f) => f !== 'send_invitation');
  }
  for (const [field, list, title] of LISTS) {
    const rows = lists?.[list] ?? [];
    // An archived item is offered no more, but the one this person already holds stays.
    properties[field] = choices(title, rows, nameOf, current?.[field]);
    if (!rows.some((row) => !row.archived_at || row.id === current?.[field])) {
      uiSchema[field] = { ...employeeUi[field], 'ui:disabled': true, 'ui:help': lists ? `No ${list} yet: add them under Master data.` : 'Loading…' };
    }
  }
  properties.parent_id = { title: 'Manager', type: 'integer' };
  // Only an admin editing someone else's activated account may skip their consent, and must say why.
  if (forceable) {
    properties.email_change_reason = structuredClone(EmployeeUpdate.properties.email_change_reason) as RJSFSchema;
    uiSchema['ui:order'] = [...(uiSchema['ui:order'] as string[]), 'email_change_reason'];
    uiSchema.email_change_reason = {
      'ui:widget': 'textarea',
      'ui:help':
        'Only for a new address. Leave it empty to ask them first. With a reason, the change skips their consent and their current address is told the reason.',
    };
  }
  schema.properties = properties;
  return { schema, uiSchema };
}

/** An employee as the form shows it: no nulls, only its own fields. */
export function valuesOf(employee: Employee | null): EmployeeValues {
  if (!employee) return {};
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = employee[field];
    if (value !== null && value !== '') values[field] = value;
  }
  return values as EmployeeValues;
}

/** The POST body: empty choices left out. */
export function createBody(values: EmployeeValues): EmployeeInput {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null)) as EmployeeInput;
}

/** The PATCH body without its id: only what changed; a cleared choice is sent as null, a cleared number as "". */
export function changedFields(employee: Employee, values: EmployeeValues): Omit<EmployeeUpdate, 'id'> {
  const changes: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const isRef = (REFS as readonly string[]).includes(field);
    const next = values[field] ?? (isRef ? null : '');
    const before = employee[field] ?? (isRef ? null : '');
    if (next !== before) changes[field] = next;
  }
  const reason = values.email_change_reason?.trim();
  if (reason && 'email' in changes) changes.email_change_reason = reason;
  return changes as Omit<EmployeeUpdate, 'id'>;
}

/** Everyone who may be this person's manager: not themselves, nor anyone under them (no cycle). */
export function managerCandidates(employees: readonly Employee[], editing: Employee | null): Employee[] {
  if (!editing) return [...employees];
  const reports = new Map<number, number[]>();
  for (const e of employees) if (e.parent_id !== null) reports.set(e.parent_id, [...(reports.get(e.parent_id) ?? []), e.id]);
  const below = new Set<number>([editing.id]);
  const queue = [editing.id];
  while (queue.length)
    for (const id of reports.get(queue.pop()!) ?? [])
      if (!below.has(id)) {
        below.add(id);
        queue.push(id);
      }
  return employees.filter((e) => !below.has(e.id));
}

const UNIQUE = ['emp_code', 'email', 'username'] as const;

/** The fields another employee already uses (any case, spaces around ignored), with who: checked before sending. */
export function duplicateIndex(employees: readonly Employee[]) {
  const index = new Map<string, Employee>();
  for (const e of employees) for (const field of UNIQUE) index.set(`${field}:${e[field].trim().toLowerCase()}`, e);
  return (values: EmployeeValues, editingId?: number) => {
    const found: Array<{ field: Ref | (typeof UNIQUE)[number]; message: string }> = [];
    for (const field of UNIQUE) {
      const value = values[field]?.trim().toLowerCase();
      const other = value ? index.get(`${field}:${value}`) : undefined;
      if (other && other.id !== editingId)
        found.push({ field, message: i18n.t(`workforce:form.taken.${field}`, { name: `${other.first_name} ${other.last_name}` }) });
    }
    return found;
  };
}
