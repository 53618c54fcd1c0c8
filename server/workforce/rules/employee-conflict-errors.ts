import type { FieldErrors } from '../../../schemas/errors';
import { INVALID_CHOICE } from '../../master/messages';
import { archivedChoice } from '../messages';
import { EMAIL_TAKEN, EMP_CODE_TAKEN, USERNAME_TAKEN } from './employee-checks';

/**
 * What the conflict query found at a field: taken by another row, a choice that is not the
 * company's (or not there any more), or an archived list item.
 */
export type Conflict = 'taken' | 'invalid-choice' | 'archived';
export type Conflicts = Record<string, Conflict>;

const TAKEN: Record<string, string> = { username: USERNAME_TAKEN, email: EMAIL_TAKEN, emp_code: EMP_CODE_TAKEN };

/** The field errors a write's conflicts answer, one sentence per field. */
export function conflictErrors(conflicts: Conflicts): FieldErrors {
  const wording = (field: string, conflict: Conflict) =>
    conflict === 'taken' ? TAKEN[field]! : conflict === 'archived' ? archivedChoice(field) : INVALID_CHOICE;
  return Object.fromEntries(Object.entries(conflicts).map(([field, conflict]) => [field, [wording(field, conflict)]]));
}
