import Type from 'typebox';

/**
 * A new sign-in address waiting for its link to be opened: until then the account
 * keeps `email`. Null, or absent, when no change is waiting.
 */
export const PendingEmail = Type.Optional(Type.Union([Type.String({ format: 'email' }), Type.Null()], {
  description: 'A new sign-in address waiting to be confirmed from the link mailed to it; until then `email` signs in',
}));
