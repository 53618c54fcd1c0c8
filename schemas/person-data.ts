import Type, { type Static } from 'typebox';

/*
 * A person's data (issue 43): the ZIP of everything the product holds about an employee, and erasing them.
 * docs/privacy.md, "A person's data", says what each holds and what stays.
 */

export const PersonParam = Type.Object(
  { employee: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The employee’s id' }) },
  { additionalProperties: false },
);
export type PersonParam = Static<typeof PersonParam>;

/** What an erasure answers: the opaque reference the audit log files it under (never the person's name). */
export const ErasureReceipt = Type.Object(
  {
    reference: Type.String({ description: 'The erasure’s reference, as the audit log records it (entity `erasure`)' }),
    erased_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type ErasureReceipt = Static<typeof ErasureReceipt>;

/** The files of the ZIP, in its order; README.txt says what each holds. */
export const PERSON_DATA_FILES = [
  'profile.json',
  'assignments.json',
  'answers.json',
  'reports.json',
  'development.json',
  'coaching.json',
  'audit-log.json',
] as const;
export type PersonDataFile = (typeof PERSON_DATA_FILES)[number];
