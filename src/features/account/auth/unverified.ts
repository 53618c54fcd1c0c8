import type { Failure } from '../../../../machines/failure';

const CODES = ['email_not_verified', 'email_unverified', 'unverified_email', 'not_verified'];

/**
 * Is this the sign-in failure "confirm your email address first"? The server may send a
 * code; otherwise its wording gives it away.
 */
export function isUnverifiedEmail(failure: Failure | null | undefined): boolean {
  if (!failure) return false;
  if (failure.code && CODES.includes(failure.code)) return true;
  const texts = [failure.detail, ...Object.values(failure.fieldErrors ?? {}).flat()].filter(Boolean) as string[];
  return texts.some((t) => /(confirm|verif)/i.test(t) && /(e-?mail|address)/i.test(t));
}
