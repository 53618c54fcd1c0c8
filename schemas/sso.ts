import Type, { type Static } from 'typebox';

/** A claim's name in the provider's ID token or userinfo answer (`email`, `upn`, `extension_EmployeeId`). */
const Claim = (title: string, minLength: number) => Type.String({ title, minLength, maxLength: 100, pattern: '^[A-Za-z0-9_.:/-]*$' });
/** A field that may be left empty: the form leaves it out, and the server reads it as ''. */
const Blank = Type.Optional;

// Labels without dots, joined by dots; no part of a pattern may match what the next one does, so Ajv runs it in
// linear time (tests/unit/linear-patterns.test.ts).
const DOMAIN = '[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+';

/** How long a sign-in sent to the provider may take to come back. */
export const SSO_SIGN_IN_MINUTES = 10;

/**
 * PUT /api/sso/ and the settings form (GET answers it with `client_secret` empty: the secret is write-only).
 * The issuer is read (its discovery document) when saved, so a setting that cannot work is refused at once.
 */
export const SsoSettings = Type.Object(
  {
    issuer: Type.String({ title: 'Issuer (discovery) URL', format: 'uri', minLength: 8, maxLength: 500 }),
    client_id: Type.String({ title: 'Client ID', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' }),
    client_secret: Blank(
      Type.String({
        title: 'Client secret',
        description: 'Never shown again once saved. Leave it empty to keep the secret already stored.',
        maxLength: 1000,
        pattern: '^[\\x20-\\x7E]*$',
      }),
    ),
    email_domains: Blank(
      Type.String({
        title: 'Email domains',
        description: 'The domains of your people’s addresses, separated by commas (example.com, example.de).',
        maxLength: 1000,
        pattern: `^\\s*(?:${DOMAIN}(?:\\s*,\\s*${DOMAIN})*\\s*)?$`,
      }),
    ),
    claim_email: Claim('Email claim', 1),
    claim_given_name: Blank(Claim('First name claim', 0)),
    claim_family_name: Blank(Claim('Last name claim', 0)),
    claim_employee_code: Blank(Claim('Employee code claim', 0)),
    create_people: Type.Boolean({ title: 'Create people on first sign-in' }),
    sso_only: Type.Boolean({ title: 'SSO only' }),
    break_glass_email: Blank(
      Type.String({
        title: 'Break-glass admin',
        description: 'The address of one of your admins who may still sign in with a password when SSO only is on.',
        maxLength: 254,
        pattern: '^(?:[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+)?$',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SsoSettings = Static<typeof SsoSettings>;

/** POST /auth/sso/start/: the address of the person signing in. */
export const SsoStart = Type.Object(
  { email: Type.String({ title: 'Work email', format: 'email', minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type SsoStart = Static<typeof SsoStart>;

/** Where the browser goes next: the company's provider. */
export const SsoRedirect = Type.Object({ redirect_url: Type.String() }, { additionalProperties: false });
export type SsoRedirect = Static<typeof SsoRedirect>;

/** POST /auth/sso/callback/: the query string the provider sent the browser back with, as it came. */
export const SsoCallback = Type.Object({ search: Type.String({ minLength: 1, maxLength: 8000 }) }, { additionalProperties: false });
export type SsoCallback = Static<typeof SsoCallback>;

/** Why a single sign-on was refused: the sign-in page words each code in the reader's language. */
export const SSO_REFUSALS = [
  'unknown_company',
  'not_configured',
  'provider_unreachable',
  'wrong_state',
  'expired',
  'provider_refused',
  'token_invalid',
  'email_unverified',
  'email_other_company',
  'unknown_person',
  'not_created',
  'sso_only',
] as const;
export type SsoRefusalCode = (typeof SSO_REFUSALS)[number];

export const SsoRefusal = Type.Object({ detail: Type.String(), code: Type.Union(SSO_REFUSALS.map((c) => Type.Literal(c))) }, { additionalProperties: false });
