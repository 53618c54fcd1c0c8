import type { ChangePassword, EmailOnly, PasswordReset } from '../schemas/auth';
import type { Registration } from '../schemas/registration';
import type { UserUpdate } from '../schemas/user';
import type { CurrentUser } from './current-user';
import type { MasterItemRow } from '../schemas/master-item';
import { createRequestMachine, type RequestMachine } from './request.machine';

/** The platform lists offered by the registration form, keyed by the field that picks from them. */
export type RegistrationChoices = Record<
  'company_type' | 'industry' | 'market_share' | 'annual_revenue' | 'total_head_count',
  MasterItemRow[]
>;

/** PUT /api/change-password/ answers a fresh token: the old one is void after the change. */
export interface ChangePasswordAnswer {
  status: string;
  message: string;
  token?: string;
}

export interface PasswordResetInput extends PasswordReset {
  token: string;
}

/** PATCH /api/users/{id}/ with the changed profile fields. */
export interface ProfileUpdateInput {
  id: number;
  changes: UserUpdate;
}

// The simple flows of the product, one machine each, all from the same chart.
export const registrationMachine = createRequestMachine<Registration, unknown>('registration');
export const registrationChoicesMachine = createRequestMachine<void, RegistrationChoices>('registrationChoices');
/** Input: the token from the mailed link. */
export const emailConfirmationMachine = createRequestMachine<string, unknown>('emailConfirmation');
export const verificationLinkMachine = createRequestMachine<EmailOnly, unknown>('verificationLink');
export const resetRequestMachine = createRequestMachine<EmailOnly, unknown>('passwordResetRequest');
export const resetCompletionMachine = createRequestMachine<PasswordResetInput, unknown>('passwordReset');
export const changePasswordMachine = createRequestMachine<ChangePassword, ChangePasswordAnswer>('changePassword');
export const profileUpdateMachine = createRequestMachine<ProfileUpdateInput, CurrentUser>('profileUpdate');

/** Any of the flows above, seen loosely (tests and generic helpers). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFlow = RequestMachine<any, any>;
