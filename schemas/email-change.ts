import Type, { type Static } from 'typebox';

/**
 * A new sign-in address waiting for its link to be opened: until then the account
 * keeps `email`. Null, or absent, when no change is waiting.
 */
export const PendingEmail = Type.Optional(
  Type.Union([Type.String({ format: 'email' }), Type.Null()], {
    description: 'A new sign-in address waiting to be confirmed from the link mailed to it; until then `email` signs in',
  }),
);

/** GET /api/email-change-consent/{token}/: what the link asks its owner to agree to. */
export const EmailConsentProposal = Type.Object(
  {
    first_name: Type.String(),
    email: Type.String({ description: 'The current sign-in address, where the link was mailed' }),
    new_email: Type.String({ description: 'The address someone asked to sign in with instead' }),
  },
  { additionalProperties: false },
);
export type EmailConsentProposal = Static<typeof EmailConsentProposal>;

/** PATCH /api/email-change-consent/{token}/: the owner's answer. */
export const EmailConsentAnswer = Type.Object(
  { agree: Type.Boolean({ description: 'true: mail the confirmation link to the new address; false: change nothing' }) },
  { additionalProperties: false },
);
export type EmailConsentAnswer = Static<typeof EmailConsentAnswer>;

/** Why an admin changes an activated account's sign-in address without asking its owner (told to them). */
export const EMAIL_CHANGE_REASON_MAX = 500;
