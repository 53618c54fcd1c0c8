import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in external-rater.ts.

export const externalRaterUi: UiSchema = {
  'ui:order': ['ratee', 'name', 'email'],
  ratee: { 'ui:placeholder': 'Choose a ratee', 'ui:help': 'They will rate this person as "other".' },
  name: { 'ui:autofocus': true, 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. Maria Lopez' },
  email: {
    'ui:autocomplete': 'off',
    'ui:placeholder': 'maria.lopez@customer.example',
    'ui:help': 'Someone outside the company: they get a personal link, no account. Employees are added as employee raters.',
  },
};
