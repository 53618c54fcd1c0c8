import type { FieldErrors } from '../../../schemas/errors';

export const USERNAME_TAKEN = 'A user with that username already exists.';
// Sign-in is by email alone, so an address names one account on the whole platform.
export const EMAIL_TAKEN = 'This address already signs in to an account, here or elsewhere: use another work address for this person.';
export const EMP_CODE_TAKEN = 'An employee with that employee code already exists.';

/** The fields of an employee write that another row could clash with or must point at. */
export interface CheckedFields {
  username?: string;
  email?: string;
  emp_code?: string;
  designation?: number | null;
  department?: number | null;
  group?: number | null;
  parent_id?: number | null;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
