import Type, { type Static } from 'typebox';
import { AREAS, type Permissions } from './user';

/**
 * The switches an admin flips per person: an area each (what the side menu shows), and Coach,
 * which shows no area but lets the person be named owner or coach of anyone's development actions.
 */
export const SWITCHES = [...AREAS, 'coach'] as const;
export type Switch = (typeof SWITCHES)[number];

export const PermissionSwitches = Type.Object(Object.fromEntries(SWITCHES.map((a) => [a, Type.Boolean()])) as Record<Switch, ReturnType<typeof Type.Boolean>>, {
  additionalProperties: false,
});
export type PermissionSwitches = Static<typeof PermissionSwitches>;

/** One row of GET /api/permissions/, with what an admin needs to recognise the person. */
export const PermissionRecord = Type.Object(
  {
    user_id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    role: Type.Union([Type.Literal('admin'), Type.Literal('user')]),
    permissions: PermissionSwitches,
  },
  { additionalProperties: false },
);
export type PermissionRecord = Static<typeof PermissionRecord>;

export const PermissionListQuery = Type.Object({ company_name: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });

/** PATCH /api/permission-on-user-id/: only the switches named change. */
export const PermissionChange = Type.Object(
  {
    user_id: Type.Integer({ minimum: 1 }),
    permissions: Type.Object(
      Object.fromEntries(SWITCHES.map((a) => [a, Type.Optional(Type.Boolean({ title: a }))])) as Record<
        Switch,
        ReturnType<typeof Type.Optional<ReturnType<typeof Type.Boolean>>>
      >,
      // None named changes nothing, as a PATCH of no fields does elsewhere.
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PermissionChange = Static<typeof PermissionChange>;

/** What a new employee may use until an admin says otherwise: their dashboard and their surveys. */
export const EMPLOYEE_DEFAULT_PERMISSIONS: Permissions = {
  dashboard: true,
  workforce: false,
  organization: false,
  survey: false,
  master: false,
  feedback: false,
};
