import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in contact.ts.

export const contactUsUi: UiSchema = {
  'ui:order': ['name', 'email', 'subject', 'message'],
  name: { 'ui:autocomplete': 'name' },
  email: { 'ui:autocomplete': 'email', 'ui:placeholder': 'you@company.com', 'ui:options': { inputType: 'email' } },
  subject: { 'ui:placeholder': 'Pricing, consulting, the masterclass…' },
  message: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } },
};

export const demoRequestUi: UiSchema = {
  'ui:order': ['name', 'email', 'company', 'phone', 'message'],
  name: { 'ui:autocomplete': 'name' },
  email: {
    'ui:autocomplete': 'email',
    'ui:placeholder': 'you@company.com',
    'ui:help': 'Your work address: free-mail addresses are not accepted.',
    'ui:options': { inputType: 'email' },
  },
  company: { 'ui:autocomplete': 'organization' },
  phone: { 'ui:autocomplete': 'tel', 'ui:help': 'Digits only. Optional.', 'ui:options': { inputType: 'tel', inputMode: 'tel' } },
  message: { 'ui:widget': 'textarea', 'ui:placeholder': 'Your team size, the roles you want to assess, your timing…', 'ui:options': { rows: 4 } },
};
