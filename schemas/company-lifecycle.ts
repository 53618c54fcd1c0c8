import Type, { type Static } from 'typebox';
import { VisibleLine } from './text-fields';

/*
 * The end of a company's data (issue 43): deleting the whole company, and how long individual answers outlive
 * their survey. Shared by the forms and the server.
 */

/** The fewest and most months a company may keep individual answers after a survey closes. */
export const ANSWER_RETENTION_MONTHS = { min: 1, max: 120 } as const;

/** DELETE /api/company/: the company's exact name, typed by its admin, as the confirmation. */
export const CompanyDeletion = Type.Object(
  {
    // As long as a registered company's name may be (schemas/registration.ts).
    name: VisibleLine('Company name', 150),
  },
  { additionalProperties: false },
);
export type CompanyDeletion = Static<typeof CompanyDeletion>;

/** GET/PUT /api/answer-retention/: months after a survey closes its individual answers are deleted; null keeps them. */
export const AnswerRetention = Type.Object(
  {
    // One type that may be null rather than a union of two: a form draws it as one number field, emptied for null.
    answer_retention_months: Type.Unsafe<number | null>({
      type: ['integer', 'null'],
      minimum: ANSWER_RETENTION_MONTHS.min,
      maximum: ANSWER_RETENTION_MONTHS.max,
      title: 'Delete individual answers',
      description: 'Months after a survey closes. Empty keeps them. Reports keep their figures; comments go.',
    }),
  },
  { additionalProperties: false },
);
export type AnswerRetention = Static<typeof AnswerRetention>;

/** The answer to a company's deletion: how many rows of each table went (the table's name, the count). */
export const CompanyDeleted = Type.Object({ deleted_rows: Type.Record(Type.String(), Type.Integer({ minimum: 0 })) }, { additionalProperties: false });
export type CompanyDeleted = Static<typeof CompanyDeleted>;
