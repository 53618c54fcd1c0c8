import type { UiSchema } from '@rjsf/utils';

export const userUpdateUi: UiSchema = {
  'ui:order': ['first_name', 'last_name', 'username', 'contact_num', 'language'],
  'ui:options': { columns: 2 },
  first_name: { 'ui:autocomplete': 'given-name' },
  last_name: { 'ui:autocomplete': 'family-name' },
  username: { 'ui:autocomplete': 'username' },
  // An emptied number is sent as "" so that it is cleared, not left unchanged.
  contact_num: { 'ui:autocomplete': 'tel', 'ui:emptyValue': '', 'ui:help': 'Digits only.', 'ui:options': { inputType: 'tel', inputMode: 'tel' } },
};
