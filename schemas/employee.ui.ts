import type { UiSchema } from '@rjsf/utils';

/** The employee form (create and edit): two columns, who they are first, then where they sit and whom they report to. */
export const employeeUi: UiSchema = {
  'ui:order': ['first_name', 'last_name', 'email', 'contact_num', 'username', 'emp_code', 'designation', 'department', 'group', 'parent_id', 'send_invitation'],
  'ui:options': { columns: 2 },
  first_name: { 'ui:autofocus': true, 'ui:autocomplete': 'off' },
  last_name: { 'ui:autocomplete': 'off' },
  email: {
    'ui:autocomplete': 'off',
    'ui:options': { inputType: 'email' },
    'ui:help': 'Their welcome mail, with a link to set a password, goes here.',
  },
  username: { 'ui:autocomplete': 'off', 'ui:help': 'Letters, digits and . @ + - _ only (no spaces or apostrophes).' },
  emp_code: { 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. E-1042', 'ui:help': 'Unique in your company; an import names managers by it.' },
  // An emptied number is sent as "" so that it is cleared, not left unchanged.
  contact_num: {
    'ui:autocomplete': 'off',
    'ui:emptyValue': '',
    'ui:help': 'As you would dial it, e.g. +44 20 7946 0018.',
    'ui:options': { inputType: 'tel', inputMode: 'tel' },
  },
  designation: { 'ui:widget': 'select', 'ui:placeholder': 'None' },
  department: { 'ui:widget': 'select', 'ui:placeholder': 'None' },
  group: { 'ui:widget': 'select', 'ui:placeholder': 'None' },
  parent_id: { 'ui:placeholder': 'No manager', 'ui:help': 'The person they report to.' },
};
