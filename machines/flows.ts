import type { ChangePasswordAnswer } from '../schemas/answers';
import type { ChangePassword, EmailOnly, PasswordReset } from '../schemas/auth';
import type { ContactUs, DemoRequest } from '../schemas/contact';
import type { Detail } from '../schemas/errors';
import type { Registration } from '../schemas/registration';
import type { UserUpdate } from '../schemas/user';
import type { CurrentUser } from './current-user';
import type { MasterItemRow } from '../schemas/master-item';
import { createRequestMachine, type RequestMachine } from './request.machine';

/** The platform lists offered by the registration form, keyed by the field that picks from them. */
export type RegistrationChoices = Record<'company_type' | 'industry' | 'market_share' | 'annual_revenue' | 'total_head_count', MasterItemRow[]>;

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
/** Answers whether the link had been used before (the address stands confirmed). */
export const emailConfirmationMachine = createRequestMachine<string, { already_confirmed?: boolean }>('emailConfirmation');
export const verificationLinkMachine = createRequestMachine<EmailOnly, unknown>('verificationLink');
export const resetRequestMachine = createRequestMachine<EmailOnly, unknown>('passwordResetRequest');
/** A first password (the welcome link) answers a token that signs the person in. */
export const resetCompletionMachine = createRequestMachine<PasswordResetInput, { token?: string }>('passwordReset');
export const changePasswordMachine = createRequestMachine<ChangePassword, ChangePasswordAnswer>('changePassword');
export const profileUpdateMachine = createRequestMachine<ProfileUpdateInput, CurrentUser>('profileUpdate');
/** The public site's enquiries: the answer is a neutral `{detail}` whatever became of the mail. */
export const contactUsMachine = createRequestMachine<ContactUs, Detail>('contactUs');
export const demoRequestMachine = createRequestMachine<DemoRequest, Detail>('demoRequest');

/** Any of the flows above, seen loosely (tests and generic helpers). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any flow, whatever it takes and gives: unknown would refuse every concrete machine
export type AnyFlow = RequestMachine<any, any>;
