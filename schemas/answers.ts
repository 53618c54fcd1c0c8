import Type, { type Static } from 'typebox';

/**
 * Answers of the account endpoints that the other schema files leave open. A 200 that
 * only informs (verification link sent, address confirmed, password reset) is `Detail`
 * from errors.ts: `{detail}`.
 */

/** 201 of POST /api/users/: the same whether or not the address was already registered. */
export const RegistrationAnswer = Type.Object(
  { email: Type.String(), first_name: Type.String(), last_name: Type.String(), company_name: Type.String() },
  { additionalProperties: false },
);
export type RegistrationAnswer = Static<typeof RegistrationAnswer>;

/**
 * 200 of PUT /api/change-password/. The change voids every issued token, this one
 * included, so the answer carries a fresh `token` to store in place of the old.
 */
export const ChangePasswordAnswer = Type.Object(
  { status: Type.Literal('success'), message: Type.String(), token: Type.String() },
  { additionalProperties: false },
);
export type ChangePasswordAnswer = Static<typeof ChangePasswordAnswer>;

/** GET /api/health/ for load balancers. */
export const HealthAnswer = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false });
export type HealthAnswer = Static<typeof HealthAnswer>;
