import { createHash } from 'node:crypto';
import type { EmployeeInput } from '../../../schemas/employee';

export type Claims = Record<string, unknown>;

/** A claim's text, trimmed; '' for a claim not sent or not text (a claim name left empty reads nothing). */
export function claimText(claims: Claims, name: string): string {
  const value = name ? claims[name] : undefined;
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Only `true` will do: Google and Okta send a boolean; a few providers send the string. Absent is not verified. */
export const emailVerified = (claims: Claims) => claims.email_verified === true || claims.email_verified === 'true';

export interface ClaimNames {
  claimGivenName: string;
  claimFamilyName: string;
  claimEmployeeCode: string;
}

/**
 * A person created at their first sign-in, as HR would add them in Workforce: their names and employee code from the
 * mapped claims; a name the provider does not send from the address, a code from the provider's subject (stable
 * for the person, so HR can find and replace it).
 */
export function employeeFromClaims(claims: Claims, email: string, names: ClaimNames): EmployeeInput {
  const local = email.split('@')[0]!;
  const subject = createHash('sha256').update(String(claims.sub)).digest('hex').slice(0, 12);
  return {
    email,
    username: email.replace(/[^\w.@+-]/g, '').slice(0, 150),
    first_name: (claimText(claims, names.claimGivenName) || local).slice(0, 150),
    last_name: (claimText(claims, names.claimFamilyName) || '–').slice(0, 150),
    emp_code: (claimText(claims, names.claimEmployeeCode) || `SSO-${subject}`).slice(0, 50),
    send_invitation: false,
  };
}
