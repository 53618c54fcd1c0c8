import Type, { type Static } from 'typebox';

/** How many recovery codes an enrolment or a regeneration hands out. */
export const RECOVERY_CODE_COUNT = 10;

const CurrentPassword = Type.String({ title: 'Current password', minLength: 1, maxLength: 128 });

/**
 * A six-digit code from the authenticator app, or one of the recovery codes (ten letters and
 * digits, a hyphen in the middle). Spaces and hyphens are ignored when it is checked.
 */
const Code = Type.String({
  title: 'Code',
  description: 'The 6-digit code from your authenticator app, or a recovery code',
  minLength: 6,
  maxLength: 24,
  pattern: '^[0-9A-Za-z -]+$',
});
/** Only the app's code: turning it on proves the app has the secret. */
const AppCode = Type.String({ title: 'Code from your app', minLength: 6, maxLength: 8, pattern: '^[0-9 ]+$' });

/** GET /api/two-factor/: the caller's own state. */
export const TwoFactorStatus = Type.Object(
  {
    enabled: Type.Boolean(),
    /** The company requires it of this person (an admin, or someone holding an area). */
    required: Type.Boolean(),
    recovery_codes_left: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/** POST /api/two-factor/setup/ and POST /api/two-factor/recovery-codes/ (with a code). */
export const PasswordOnly = Type.Object({ password: CurrentPassword }, { additionalProperties: false });
export type PasswordOnly = Static<typeof PasswordOnly>;

/** POST /api/two-factor/setup/: what the authenticator app needs; nothing is on until the enable step. */
export const TwoFactorSetup = Type.Object(
  {
    /** Base32, for typing into the app by hand. */
    secret: Type.String(),
    otpauth_uri: Type.String(),
    /** The otpauth URI as a QR code: an SVG image as a data URL. */
    qr_data_url: Type.String(),
  },
  { additionalProperties: false },
);
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

/** POST /api/two-factor/enable/. */
export const EnableTwoFactor = Type.Object({ code: AppCode }, { additionalProperties: false });
export type EnableTwoFactor = Static<typeof EnableTwoFactor>;

/** POST /api/two-factor/disable/ and POST /api/two-factor/recovery-codes/. */
export const PasswordAndCode = Type.Object({ password: CurrentPassword, code: Code }, { additionalProperties: false });
export type PasswordAndCode = Static<typeof PasswordAndCode>;

/** Shown once: only their hashes are kept. */
export const RecoveryCodes = Type.Object(
  { recovery_codes: Type.Array(Type.String(), { minItems: RECOVERY_CODE_COUNT, maxItems: RECOVERY_CODE_COUNT }) },
  { additionalProperties: false },
);
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** POST /auth/token/ for an account with two-factor sign-in on: no token yet, a challenge for POST /auth/two-factor/. */
export const TwoFactorChallenge = Type.Object(
  {
    two_factor_required: Type.Literal(true),
    /** Signed, lives 5 minutes, good only for POST /auth/two-factor/. */
    challenge: Type.String(),
  },
  { additionalProperties: false },
);
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** POST /auth/two-factor/: the second step of signing in. */
export const TwoFactorSignIn = Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 1024 }), code: Code }, { additionalProperties: false });
export type TwoFactorSignIn = Static<typeof TwoFactorSignIn>;

/** The login step's form: the challenge stays in the flow, the person types the code. */
export const TwoFactorCode = Type.Object({ code: Code }, { additionalProperties: false });
export type TwoFactorCode = Static<typeof TwoFactorCode>;

/** GET/PUT /api/company-security/: the company's rule, admins only. */
export const CompanySecurity = Type.Object(
  {
    require_two_factor: Type.Boolean({
      title: 'Require two-factor sign-in',
      description: 'Admins and anyone holding an area must set up two-factor sign-in before they can use the product.',
    }),
  },
  { additionalProperties: false },
);
export type CompanySecurity = Static<typeof CompanySecurity>;
