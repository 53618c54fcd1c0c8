import Type, { type Static } from 'typebox';

/** One signed-in session of the caller, as the account page lists it. */
export const SignedInSession = Type.Object(
  {
    id: Type.String(),
    /** The browser and system in plain words ("Firefox on Windows"), from the User-Agent at sign-in. */
    browser: Type.String(),
    /** The client address it was last seen from. */
    ip: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    last_seen_at: Type.String({ format: 'date-time' }),
    /** The session of the token this list was asked with. */
    current: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SignedInSession = Static<typeof SignedInSession>;

export const SignedInSessions = Type.Array(SignedInSession);

export const SessionParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });
