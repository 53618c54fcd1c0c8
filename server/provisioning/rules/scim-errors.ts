import SCIMMY from 'scimmy';
import type { FieldErrors } from '../../../schemas/errors';
import { EMAIL_TAKEN, EMP_CODE_TAKEN, USERNAME_TAKEN } from '../../workforce/rules/employee-checks';

/** A SCIM refusal (RFC 7644 §3.12): thrown by the SCIM actions, answered by the SCIM routes' error handler. */
export const scimError = (status: number, scimType: string | null, detail: string) => new SCIMMY.Types.Error(status, scimType as string, detail);

/**
 * Whether a thrown value is a SCIM error. By its shape, not `instanceof`: a test runner may load scimmy twice, and its
 * class then differs between the file that throws and the one that answers.
 */
export function isScimError(err: unknown): err is { status: number; scimType?: string; message: string } {
  return err instanceof Error && err.name === 'SCIMError' && typeof (err as { status?: unknown }).status === 'number';
}

export const scimNotFound = (what: string, id: string) => scimError(404, null, `${what} ${id} not found`);

/** The Workforce field each SCIM attribute writes, to name the attribute in a refusal. */
const ATTRIBUTE_OF: Record<string, string> = {
  username: 'userName',
  email: 'emails',
  emp_code: 'employeeNumber',
  first_name: 'name.givenName',
  last_name: 'name.familyName',
  designation: 'title',
  parent_id: 'manager',
  group: 'members',
  name: 'displayName',
};

const TAKEN = new Set([USERNAME_TAKEN, EMAIL_TAKEN, EMP_CODE_TAKEN]);

/**
 * The Workforce rules' field errors as one SCIM error: a clash with someone else (an address, username, employee
 * code or externalId already held) is 409 uniqueness, anything else 400 invalidValue; the detail keeps their words.
 */
export function fromFieldErrors(errors: FieldErrors) {
  const entries = Object.entries(errors);
  const detail = entries.map(([field, messages]) => `${ATTRIBUTE_OF[field] ?? field}: ${messages.join(' ')}`).join(' ');
  const clash = entries.some(([, messages]) => messages.some((m) => TAKEN.has(m)));
  return clash ? scimError(409, 'uniqueness', detail) : scimError(400, 'invalidValue', detail);
}
