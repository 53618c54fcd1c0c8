import Type, { type Static } from 'typebox';

/** The kinds of thing the audit log files changes under (server/audit/record.ts names them). */
export const AUDIT_ENTITIES = [
  'employee',
  'user',
  'permissions',
  'survey',
  'report',
  'settings',
  'master_item',
  'competency',
  'statement',
  'development_action',
  'library_action',
] as const;

const Day = Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD, in UTC' });

/** GET /api/audit-log/ and its CSV: every filter optional, combined with AND; `before` is the previous page's `next`. */
export const AuditLogQuery = Type.Object(
  {
    from: Type.Optional(Day),
    to: Type.Optional(Type.String({ ...Day, description: 'The last day included, YYYY-MM-DD' })),
    actor: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: "The account's user id" })),
    entity: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z_]{1,40}$' })),
    action: Type.Optional(Type.String({ maxLength: 80, pattern: '^[a-z_.]{1,80}$', description: 'A dotted verb, or its start (`survey.raters`)' })),
    survey: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Entries older than this id (keyset)' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogEntry = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    actor_user_id: Type.Union([Type.Integer(), Type.Null()]),
    actor: Type.String({ description: 'Name and address at the time of the change' }),
    ip: Type.String(),
    action: Type.String(),
    entity: Type.String(),
    entity_id: Type.String(),
    survey_id: Type.Union([Type.Integer(), Type.Null()]),
    before: Type.Unknown({ description: 'The fields that changed, as they were; null for a creation' }),
    after: Type.Unknown({ description: 'The fields that changed, as they became; null for a deletion' }),
  },
  { additionalProperties: false },
);
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const AuditLogPage = Type.Object(
  {
    results: Type.Array(AuditLogEntry),
    next: Type.Union([Type.Integer(), Type.Null()], { description: 'Pass as `before` for the next page; null at the end' }),
  },
  { additionalProperties: false },
);
export type AuditLogPage = Static<typeof AuditLogPage>;

/** How long the company keeps its audit log; older entries are removed once a day. */
export const AuditSettings = Type.Object(
  { audit_retention_days: Type.Integer({ title: 'Keep entries for (days)', minimum: 30, maximum: 3650 }) },
  { additionalProperties: false },
);
export type AuditSettings = Static<typeof AuditSettings>;

/** GET /survey/survey/{id}/rater-changes/: a page of one survey's rater changes, newest first. */
export const RaterChangesQuery = Type.Pick(AuditLogQuery, ['before', 'limit']);
export type RaterChangesQuery = Static<typeof RaterChangesQuery>;
