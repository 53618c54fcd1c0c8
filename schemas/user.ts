import Type, { type Static } from 'typebox';
import { PendingEmail } from './email-change';
import { LanguageChoice, LanguageCode } from './language-schemas';
import { VisibleLine } from './text-fields';

export const AREAS = ['dashboard', 'workforce', 'organization', 'survey', 'master', 'feedback'] as const;
export type Area = (typeof AREAS)[number];

export const Permissions = Type.Object(Object.fromEntries(AREAS.map((a) => [a, Type.Boolean()])) as Record<Area, ReturnType<typeof Type.Boolean>>, {
  additionalProperties: false,
});
export type Permissions = Static<typeof Permissions>;

export const ROLES = ['superuser', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** GET /api/auth-user/. */
export const AuthUser = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    contact_num: Type.String(),
    // Spelled out: a mapped array types as never under Static.
    role: Type.Union([Type.Literal('superuser'), Type.Literal('admin'), Type.Literal('user')]),
    // The person's own choice; null follows their browser, else the company's default_language.
    language: Type.Optional(Type.Union([LanguageCode, Type.Null()])),
    company: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), default_language: Type.Optional(LanguageCode) }), Type.Null()]),
    permissions: Permissions,
    last_login: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    pending_email: PendingEmail,
    // Not a permission: the server finds it (direct reports, Coach, or someone else's action owned or coached).
    team: Type.Optional(Type.Boolean({ description: 'Whether the side menu offers My team' })),
    two_factor: Type.Optional(
      Type.Object(
        { enabled: Type.Boolean(), required: Type.Boolean({ description: 'The company requires it of this person' }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AuthUser = Static<typeof AuthUser>;

/** PATCH /api/users/{id}/: the account page's profile form. */
export const UserUpdate = Type.Object(
  {
    first_name: Type.Optional(VisibleLine('First name', 150)),
    last_name: Type.Optional(VisibleLine('Last name', 150)),
    username: Type.Optional(Type.String({ title: 'Username', minLength: 1, maxLength: 150, pattern: '^[\\w.@+-]+$' })),
    contact_num: Type.Optional(Type.String({ title: 'Contact number', maxLength: 20, pattern: '^[0-9]*$' })),
    language: Type.Optional(LanguageChoice),
  },
  { additionalProperties: false },
);
export type UserUpdate = Static<typeof UserUpdate>;
