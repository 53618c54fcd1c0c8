import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in sso.ts.

export const ssoSettingsUi: UiSchema = {
  'ui:order': [
    'issuer',
    'client_id',
    'client_secret',
    'email_domains',
    'claim_email',
    'claim_given_name',
    'claim_family_name',
    'claim_employee_code',
    'create_people',
    'sso_only',
    'break_glass_email',
  ],
  issuer: { 'ui:placeholder': 'https://login.microsoftonline.com/<tenant>/v2.0', 'ui:help': 'Where the provider publishes /.well-known/openid-configuration.' },
  client_secret: { 'ui:widget': 'password', 'ui:autocomplete': 'off' },
  email_domains: { 'ui:placeholder': 'example.com' },
  claim_employee_code: { 'ui:help': 'Empty: people created at first sign-in get a code from the provider’s id, which HR can change.' },
  create_people: { 'ui:help': 'A verified address of your domains that you have not added yet becomes an employee at its first sign-in.' },
  sso_only: { 'ui:help': 'Passwords are refused for your people, except the break-glass admin’s.' },
};

export const ssoStartUi: UiSchema = {
  email: { 'ui:autocomplete': 'email', 'ui:autofocus': true, 'ui:placeholder': 'you@company.com' },
};
