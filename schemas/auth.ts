import Type, { type Static } from 'typebox';
import { NewPassword } from './password';

const Email = Type.String({ title: 'Email', format: 'email', minLength: 3, maxLength: 254 });

export const Login = Type.Object({ email: Email, password: Type.String({ title: 'Password', minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type Login = Static<typeof Login>;

export const TokenAnswer = Type.Object({ token: Type.String() }, { additionalProperties: false });
export type TokenAnswer = Static<typeof TokenAnswer>;

/** POST /api/verification-link/ and POST /api/request-password-reset/. */
/** PATCH /api/confirmation-link/<token>/: `already_confirmed` when the link was used before and the address stands confirmed. */
export const ConfirmationAnswer = Type.Object({ detail: Type.String(), already_confirmed: Type.Boolean() }, { additionalProperties: false });
export type ConfirmationAnswer = Static<typeof ConfirmationAnswer>;

export const EmailOnly = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailOnly = Static<typeof EmailOnly>;

/** PATCH /api/password-reset/<token>/. */
export const PasswordReset = Type.Object({ password: NewPassword('New password') }, { additionalProperties: false });
export type PasswordReset = Static<typeof PasswordReset>;

/** PATCH /api/password-reset/<token>/: a first password (the welcome link) also signs the person in. */
export const PasswordSetAnswer = Type.Object({ detail: Type.String(), token: Type.Optional(Type.String()) }, { additionalProperties: false });
export type PasswordSetAnswer = Static<typeof PasswordSetAnswer>;

/** PUT /api/change-password/. */
export const ChangePassword = Type.Object(
  {
    old_password: Type.String({ title: 'Current password', minLength: 1, maxLength: 128 }),
    new_password: NewPassword('New password'),
  },
  { additionalProperties: false },
);
export type ChangePassword = Static<typeof ChangePassword>;
