import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in two-factor.ts.

const password = { 'ui:widget': 'password', 'ui:autocomplete': 'current-password' };
const code = { 'ui:autocomplete': 'one-time-code', 'ui:placeholder': '123456' };

export const passwordOnlyUi: UiSchema = { password: { ...password, 'ui:autofocus': true } };

export const enableTwoFactorUi: UiSchema = {
  code: { ...code, 'ui:autofocus': true, 'ui:inputMode': 'numeric', 'ui:help': 'The 6-digit code your app shows for this account now.' },
};

export const passwordAndCodeUi: UiSchema = { password, code };

export const twoFactorCodeUi: UiSchema = {
  code: { ...code, 'ui:autofocus': true },
};

export const companySecurityUi: UiSchema = {
  require_two_factor: { 'ui:widget': 'checkbox' },
};
