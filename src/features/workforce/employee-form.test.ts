import { describe, expect, it } from 'vitest';
import { filterRows } from '../../components/data-table';
import { transformErrors, validator } from '../../components/form/validator';
import { changedFields, createBody, duplicateIndex, employeeForm, managerCandidates, valuesOf } from './employee-form';
import { employeeRows, lookupsOf } from './employee-rows';
import { byName, choices, employees } from './workforce.fixtures';

const tom = byName('Tom');
const titles = (schema: { oneOf?: Array<{ title: string }> }) => (schema.oneOf ?? []).map((o) => o.title);

describe('the employee form', () => {
  it('offers the master lists as choices and the manager as an id', () => {
    const { schema, uiSchema } = employeeForm(choices);
    const props = schema.properties as Record<string, { oneOf?: Array<{ title: string }>; type?: string }>;
    expect(titles(props.department!)).toEqual(['Leadership', 'People', 'Sales', 'Engineering']);
    expect(props.parent_id).toEqual({ title: 'Manager', type: 'integer' });
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'email', 'emp_code', 'first_name', 'last_name']));
    expect(uiSchema.group).not.toHaveProperty('ui:disabled');
  });

  it('offers no archived item, except the one the person already holds, marked as archived', () => {
    const sales = choices.departments.find((d) => d.name === 'Sales')!;
    const lists = { ...choices, departments: choices.departments.map((d) => (d.id === sales.id ? { ...d, archived_at: '2026-11-20T09:00:00Z' } : d)) };
    const department = (current: Parameters<typeof employeeForm>[1]) =>
      titles((employeeForm(lists, current).schema.properties as Record<string, { oneOf?: Array<{ title: string }> }>).department!);
    expect(department({})).toEqual(['Leadership', 'People', 'Engineering']);
    expect(department({ creating: false, current: { ...tom, department: sales.id } })).toEqual(['Leadership', 'People', 'Sales (archived)', 'Engineering']);
  });

  it("offers an admin a reason to skip the owner's consent, sent only with a new address", () => {
    expect(employeeForm(choices, { creating: false, current: tom }).schema.properties).not.toHaveProperty('email_change_reason');
    const { schema, uiSchema } = employeeForm(choices, { creating: false, current: tom, forceable: true });
    expect(schema.properties).toHaveProperty('email_change_reason');
    expect((uiSchema['ui:order'] as string[]).at(-1)).toBe('email_change_reason');
    const reason = { email_change_reason: '  Lost the old mailbox ' };
    expect(changedFields(tom, { ...valuesOf(tom), ...reason, email: 'tom@new.example' })).toEqual({
      email: 'tom@new.example',
      email_change_reason: 'Lost the old mailbox',
    });
    expect(changedFields(tom, { ...valuesOf(tom), ...reason, last_name: 'Other' })).toEqual({ last_name: 'Other' });
  });

  it('says where to add a list that is still empty', () => {
    const { uiSchema } = employeeForm({ ...choices, groups: [] });
    expect(uiSchema.group).toMatchObject({ 'ui:disabled': true, 'ui:help': 'No groups yet: add them under Master data.' });
  });

  it('keeps a contact number as typed and says what it may hold', () => {
    const { schema } = employeeForm(choices);
    const sample = { username: 'tom.b', email: 'tom@northwind.example', emp_code: 'E-1', first_name: 'Tom', last_name: 'Becker' };
    const form = (values: object) => validator.validateFormData({ ...sample, ...values }, schema, undefined, transformErrors).errors.map((e) => e.message);
    expect(form({ contact_num: '+44 (20) 7946-0000' })).toEqual([]);
    expect(form({ contact_num: 'call me' })).toEqual(['May contain digits, spaces and + ( ) - . only (a + only first), at most 20 characters.']);
    expect(form({ username: "tom.o'neill" })).toEqual(['May contain letters, digits and . @ + - _ only (no spaces, apostrophes or accents).']);
  });

  it('sends a new employee without empty choices', () => {
    expect(createBody({ first_name: 'Nadia', designation: undefined, parent_id: 3 })).toEqual({ first_name: 'Nadia', parent_id: 3 });
  });

  it('sends only what changed; a cleared choice as null, a cleared number as ""', () => {
    const values = valuesOf(tom);
    expect(values).not.toHaveProperty('group'); // null in the row: empty in the form
    expect(changedFields(tom, values)).toEqual({});
    expect(changedFields(tom, { ...values, last_name: 'Becker-Lund', designation: undefined, contact_num: undefined })).toEqual({
      last_name: 'Becker-Lund',
      designation: null,
      contact_num: '',
    });
    expect(changedFields(tom, { ...values, group: 2 })).toEqual({ group: 2 });
  });

  it('offers as manager neither the person nor anyone under them', () => {
    const daniel = byName('Daniel');
    const names = managerCandidates(employees, daniel).map((e) => e.first_name);
    expect(names).not.toContain('Daniel');
    expect(names).not.toContain('Tom'); // reports to Daniel
    expect(names).toContain('Priya');
    expect(managerCandidates(employees, null)).toHaveLength(employees.length);
  });

  it('finds a code, email or username another employee has, in any case', () => {
    const duplicates = duplicateIndex(employees);
    expect(duplicates({ emp_code: ' e-1005 ', email: 'new@northwind.example', username: 'TOM.BECKER' })).toEqual([
      { field: 'emp_code', message: 'Tom Becker already has this employee code.' },
      { field: 'username', message: 'Tom Becker already has this username.' },
    ]);
    expect(duplicates(valuesOf(tom), tom.id)).toEqual([]);
  });
});

describe('the employee table', () => {
  const rows = employeeRows(employees, lookupsOf(employees, choices));

  it('names the lists and the manager', () => {
    const row = rows.find((r) => r.row.id === tom.id)!;
    expect(row.cells).toEqual(['', 'Tom Becker', 'E-1005', 'Account executive', 'Sales', 'Daniel Weiss', 'Active']);
  });

  it('finds people by email too', () => {
    expect(filterRows(rows, 'mei.chen@').map((r) => r.row.first_name)).toEqual(['Mei']);
    expect(filterRows(rows, 'sales invited').map((r) => r.row.first_name)).toEqual(['Lucía', 'Ines']);
  });
});
