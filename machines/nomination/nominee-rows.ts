import type { Colleague, NominatedRelationship, Nominee, NomineeInput } from '../../schemas/nomination';

/** A proposed rater on a list being edited; `included` false once an approver unchecks them. */
export interface NomineeRow {
  rater: Colleague;
  relationship: NominatedRelationship;
  included: boolean;
}

export const rowsOf = (nominees: readonly Nominee[]): NomineeRow[] => nominees.map((n) => ({ ...n, included: true }));

/** What is sent: the rows still included, by id. */
export const inputOf = (rows: readonly NomineeRow[]): NomineeInput[] =>
  rows.filter((r) => r.included).map((r) => ({ rater_id: r.rater.id, relationship: r.relationship }));

export const included = (rows: readonly NomineeRow[]) => rows.filter((r) => r.included);

/** Adds a colleague, or moves them to `relationship` when already listed. */
export function withNominee(rows: readonly NomineeRow[], rater: Colleague, relationship: NominatedRelationship): NomineeRow[] {
  const others = rows.filter((r) => r.rater.id !== rater.id);
  return [...others, { rater, relationship, included: true }];
}

export const withoutNominee = (rows: readonly NomineeRow[], raterId: number): NomineeRow[] => rows.filter((r) => r.rater.id !== raterId);

export const toggled = (rows: readonly NomineeRow[], raterId: number): NomineeRow[] =>
  rows.map((r) => (r.rater.id === raterId ? { ...r, included: !r.included } : r));

/** Someone else in the place of `raterId`, as the same relationship; refused (unchanged) when already listed. */
export function replaced(rows: readonly NomineeRow[], raterId: number, by: Colleague): NomineeRow[] {
  if (rows.some((r) => r.rater.id === by.id)) return [...rows];
  return rows.map((r) => (r.rater.id === raterId ? { ...r, rater: by, included: true } : r));
}
