import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in auth.ts.

export const loginUi: UiSchema = {
  email: { 'ui:autocomplete': 'email', 'ui:autofocus': true, 'ui:placeholder': 'you@company.com' },
  password: { 'ui:widget': 'password', 'ui:autocomplete': 'current-password' },
};

export const emailOnlyUi: UiSchema = {
  email: { 'ui:autocomplete': 'email', 'ui:placeholder': 'you@company.com' },
};

const newPassword = {
  'ui:widget': 'password',
  'ui:autocomplete': 'new-password',
  'ui:help': 'Use at least 8 characters. Common passwords are refused.',
};

export const passwordResetUi: UiSchema = {
  password: { ...newPassword, 'ui:autofocus': true },
};

export const changePasswordUi: UiSchema = {
  old_password: { 'ui:widget': 'password', 'ui:autocomplete': 'current-password' },
  new_password: newPassword,
};
