import Type, { type Static } from 'typebox';
import { VisibleLine } from './text-fields';
import { listQuery } from './list-query';
import { EMAIL_CHANGE_REASON_MAX, PendingEmail } from './email-change';
import { PhoneNumber, USERNAME_PATTERN } from './phone';

const Name = (title: string) => VisibleLine(title, 150);
/** A company list item (designation, department, group) or a manager, chosen by id. */
const Ref = (title: string) => Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title }));

const fields = {
  username: Type.String({ title: 'Username', minLength: 1, maxLength: 150, pattern: USERNAME_PATTERN }),
  email: Type.String({ title: 'Email', format: 'email', minLength: 3, maxLength: 254 }),
  emp_code: VisibleLine('Employee code', 50),
  first_name: Name('First name'),
  last_name: Name('Last name'),
  designation: Ref('Designation'),
  department: Ref('Department'),
  group: Ref('Group'),
  contact_num: Type.Optional(PhoneNumber('Contact number')),
  parent_id: Ref('Manager'),
};

/** POST /api/employee-registration/: without send_invitation, nobody is mailed until HR invites them (POST /api/user/invite/). */
export const EmployeeInput = Type.Object(
  {
    ...fields,
    send_invitation: Type.Optional(
      Type.Boolean({
        title: 'Send the invitation now',
        default: false,
        description: 'Mail them a link to set a password at once; otherwise invite them later from the workforce list.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type EmployeeInput = Static<typeof EmployeeInput>;

/** PATCH /api/employee-registration/: the employee's id and only the fields that change. */
export const EmployeeUpdate = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    email_change_reason: Type.Optional(VisibleLine('Reason to change it without asking them', EMAIL_CHANGE_REASON_MAX)),
    ...(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as {
      [K in keyof typeof fields]: ReturnType<typeof Type.Optional<(typeof fields)[K]>>;
    }),
  },
  { additionalProperties: false },
);
export type EmployeeUpdate = Static<typeof EmployeeUpdate>;

export const EMPLOYEE_STATUSES = ['active', 'invited', 'not_invited'] as const;
const statusLiterals = () =>
  [Type.Literal('active'), Type.Literal('invited'), Type.Literal('not_invited')] as [
    ReturnType<typeof Type.Literal<'active'>>,
    ReturnType<typeof Type.Literal<'invited'>>,
    ReturnType<typeof Type.Literal<'not_invited'>>,
  ];
export const EmployeeStatus = Type.Union(statusLiterals(), {
  description: 'active once they have signed in or set a password; invited while their welcome link is out; not_invited before',
});

const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

/** One employee as GET /api/user-get/ and the employee calls answer it. */
export const Employee = Type.Object(
  {
    id: Type.Integer({ description: "The employee's id" }),
    user_id: Type.Integer({ description: "The account's id, used by /api/users/{id}/" }),
    username: Type.String(),
    email: Type.String(),
    emp_code: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    designation: Nullable(Type.Integer()),
    department: Nullable(Type.Integer()),
    group: Nullable(Type.Integer()),
    contact_num: Type.String(),
    parent_id: Nullable(Type.Integer()),
    status: EmployeeStatus,
    invited_at: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'When their welcome mail was last queued; null: never invited',
      }),
    ),
    pending_email: PendingEmail,
  },
  { additionalProperties: false },
);
export type Employee = Static<typeof Employee>;

export const EMPLOYEE_ORDERINGS = ['id', 'username', 'email', 'emp_code', 'first_name', 'last_name'] as const;

const FilterRef = (what: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: `Only employees with this ${what} (its id)` }));

/** The filters of the employee list, its export and its "select all matching": all of them must hold. */
export const EMPLOYEE_FILTERS = {
  designation: FilterRef('designation'),
  department: FilterRef('department'),
  group: FilterRef('group'),
  manager: FilterRef('manager (direct reports of that employee)'),
  status: Type.Optional(Type.Union(statusLiterals(), { description: 'active, invited or not_invited' })),
};
export const EmployeeFilters = Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })), ...EMPLOYEE_FILTERS }, { additionalProperties: false });
export type EmployeeFilters = Static<typeof EmployeeFilters>;

/** GET /api/user-get/: the caller's company only (another name answers 403), as a large collection. */
export const EmployeeListQuery = Type.Object(
  {
    company_name: Type.Optional(Type.String({ maxLength: 200 })),
    ...listQuery(EMPLOYEE_ORDERINGS).properties,
    ...EMPLOYEE_FILTERS,
  },
  { additionalProperties: false },
);
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;

/** The columns of the import template, in order; lists are named, the manager by code. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'username',
  'email',
  'emp_code',
  'first_name',
  'last_name',
  'designation',
  'department',
  'group',
  'contact_num',
  'manager_emp_code',
] as const;

export const EMPLOYEE_IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  fileBytes: 32 * 1024 * 1024,
  /** Data rows, the header not counted. */
  rows: 100_000,
  /** Bytes an XLSX may unpack to (a zip bomb stops here). */
  unpackedBytes: 128 * 1024 * 1024,
} as const;

/** 200 of POST /api/user-import/. */
export const EmployeeImportResult = Type.Object(
  {
    imported: Type.Integer({ description: 'Employees created' }),
    invited: Type.Integer({ description: 'Welcome mails queued: one per new employee with ?send_invitation=true, else none' }),
    created: Type.Optional(Type.Integer({ description: 'Designations, departments and groups created with ?create_missing=true (absent when none)' })),
  },
  { additionalProperties: false },
);
export type EmployeeImportResult = Static<typeof EmployeeImportResult>;

/**
 * POST /api/user-import/?send_invitation=true mails every employee imported;
 * ?create_missing=true also creates the designations, departments and groups the file names that the company lacks.
 */
export const EmployeeImportQuery = Type.Object(
  {
    send_invitation: Type.Optional(Type.Boolean({ default: false, description: 'Mail each new employee a link to set a password at once' })),
    create_missing: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Create the designations, departments and groups the file names that Master data lacks, with the employees (all or none); needs the master permission',
      }),
    ),
  },
  { additionalProperties: false },
);
export type EmployeeImportQuery = Static<typeof EmployeeImportQuery>;

/** POST /api/user/invite/: some employees by id, or everyone not invited yet. */
export const EmployeeInvite = Type.Union([
  Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 5000, uniqueItems: true }) }, { additionalProperties: false }),
  Type.Object({ all_not_invited: Type.Literal(true) }, { additionalProperties: false }),
]);
export type EmployeeInvite = Static<typeof EmployeeInvite>;

export const EmployeeInviteResult = Type.Object(
  {
    detail: Type.String(),
    invited: Type.Integer({ description: 'Welcome mails queued' }),
    skipped: Type.Integer({ description: 'Employees who have already set a password: they sign in as they are' }),
  },
  { additionalProperties: false },
);
export type EmployeeInviteResult = Static<typeof EmployeeInviteResult>;

/** GET /api/user-export/: the list's filters and the file's format. */
export const EmployeeExportQuery = Type.Object(
  {
    format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' })),
    company_name: Type.Optional(Type.String({ maxLength: 200 })),
    ...EmployeeFilters.properties,
  },
  { additionalProperties: false },
);
export type EmployeeExportQuery = Static<typeof EmployeeExportQuery>;

/** Employees a bulk action names at once: a page of "every matching" at a time, never a whole company by accident. */
export const BULK_MAX = 5000;
const BulkIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: BULK_MAX, uniqueItems: true });

/** POST /api/user/bulk-delete/. */
export const EmployeeBulkDelete = Type.Object({ ids: BulkIds }, { additionalProperties: false });
export type EmployeeBulkDelete = Static<typeof EmployeeBulkDelete>;

/** POST /api/user/bulk-manager/: one manager (or none: null) for every employee named. */
export const EmployeeBulkManager = Type.Object(
  { ids: BulkIds, parent_id: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]) },
  { additionalProperties: false },
);
export type EmployeeBulkManager = Static<typeof EmployeeBulkManager>;

export const EmployeeBulkResult = Type.Object(
  { detail: Type.String(), count: Type.Integer({ description: 'Employees changed or deleted' }) },
  { additionalProperties: false },
);
export type EmployeeBulkResult = Static<typeof EmployeeBulkResult>;
