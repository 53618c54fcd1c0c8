import { createHash, randomBytes } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'reset';

/** How long a mailed link lives: short, so a leaked mail soon opens nothing. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** A new employee's first set-password link (a reset token) lives longer: they may be away a week. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** 192 random bits, URL-safe: the part of the mailed link that proves ownership. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Only this hash is stored, so a database leak yields no usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
