import type { UiSchema } from '@rjsf/utils';

const choice = { 'ui:placeholder': 'Select…' };

/** Two columns from the small breakpoint up; the company and the account fields span both. */
export const registrationUi: UiSchema = {
  'ui:order': [
    'company_name',
    'first_name',
    'last_name',
    'email',
    'password',
    'contact_num',
    'company_type',
    'industry',
    'market_share',
    'annual_revenue',
    'total_head_count',
    '*',
  ],
  'ui:options': { columns: 2 },
  company_name: { 'ui:autocomplete': 'organization', 'ui:autofocus': true, 'ui:options': { fullWidth: true } },
  first_name: { 'ui:autocomplete': 'given-name' },
  last_name: { 'ui:autocomplete': 'family-name' },
  email: {
    'ui:autocomplete': 'email',
    'ui:placeholder': 'you@company.com',
    'ui:help': 'Your work address: free-mail addresses are not accepted. We send a confirmation link to it.',
    'ui:options': { inputType: 'email', fullWidth: true },
  },
  password: {
    'ui:widget': 'password',
    'ui:autocomplete': 'new-password',
    'ui:help': 'At least 8 characters. Common passwords are refused.',
  },
  contact_num: {
    'ui:autocomplete': 'tel',
    'ui:help': 'Digits only.',
    'ui:options': { inputType: 'tel', inputMode: 'tel' },
  },
  company_type: choice,
  industry: choice,
  market_share: choice,
  annual_revenue: choice,
  total_head_count: { ...choice, 'ui:options': { fullWidth: false } },
};
