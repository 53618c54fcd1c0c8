import Type, { type Static } from 'typebox';
import { VisibleLine } from './text-fields';

/** POST /api/scim-tokens/: what the admin calls the token (the identity provider it is for). */
export const ScimTokenInput = Type.Object(
  { name: VisibleLine('Name', 100) },
  { additionalProperties: false, description: 'Name it after the system that will hold it, e.g. "Okta production".' },
);
export type ScimTokenInput = Static<typeof ScimTokenInput>;

const Timestamp = Type.String({ format: 'date-time' });

/** A token as listed: never its secret. */
export const ScimToken = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    created_at: Timestamp,
    last_used_at: Type.Union([Timestamp, Type.Null()], { description: 'The last SCIM request it authorised; null: never used' }),
  },
  { additionalProperties: false },
);
export type ScimToken = Static<typeof ScimToken>;

/** The answer to a creation: the secret, shown this once. */
export const ScimTokenCreated = Type.Object(
  { ...ScimToken.properties, token: Type.String({ description: 'The bearer token: shown once, stored only as a hash' }) },
  { additionalProperties: false },
);
export type ScimTokenCreated = Static<typeof ScimTokenCreated>;

export const ScimTokenParam = Type.Object({ token: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });

/** Every secret starts so, which lets a leaked one be recognised by secret scanners. */
export const SCIM_TOKEN_PREFIX = 'c360scim_';
