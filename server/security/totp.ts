import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '../../schemas/two-factor';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;

/** A new shared secret: 160 random bits in base32 (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret, period: PERIOD, digits: 6, algorithm: 'sha1' });

/** The URI as a QR code: an SVG, as a data URL an <img> shows (the CSP allows data: images). */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What a person typed, without the spaces and hyphens apps and printouts put in. */
const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

export const isAppCode = (code: string): boolean => /^\d{6}$/.test(normaliseCode(code));

/**
 * The time step a six-digit code is right for at `now`, one step either side allowed for a
 * phone's clock; null when wrong, or when that step is not after `afterStep` (the last one
 * accepted): a code is good once, and never one older than the last.
 */
export async function acceptedStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD,
    epochTolerance: PERIOD,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// Letters and digits a person can read back without doubt: no 0/o, 1/l/i.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten letters and digits (about 49 bits), shown as `xxxxx-xxxxx`. */
function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** How a recovery code is kept: SHA-256 of its normalised form (random, so no salt or slow hash is needed). */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseCode(code)).digest('hex');

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
