import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../schemas/coaching';

/** Why a signature was refused: not in the documented shape, too old (or too far ahead: a replay), or not ours. */
export type WebhookVerdict = { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' };

const hmacHex = (secret: string, timestamp: number, body: string | Buffer) => createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/**
 * The `c360-signature` header of one delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the
 * endpoint's secret. `body` is exactly the bytes sent: a receiver verifies the raw body before parsing it.
 */
export function signWebhook(secret: string, body: string | Buffer, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  return `t=${t},v1=${hmacHex(secret, t, body)}`;
}

/**
 * The receiver's check, as docs/coaching.md gives it to copy: one `t`, one or more `v1` (a sender may sign with an old
 * and a new secret while a secret changes), any v1 matching in constant time, `t` within `tolerance` seconds of
 * `nowSeconds`. A receiver also remembers event ids it has handled: a replay inside the tolerance is then a duplicate.
 */
export function verifyWebhook(
  secret: string,
  header: string | undefined | null,
  rawBody: string | Buffer,
  nowSeconds: number,
  tolerance: number = WEBHOOK_TOLERANCE_SECONDS,
): WebhookVerdict {
  if (typeof header !== 'string' || header.length > 4096) return { ok: false, reason: 'malformed' };
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length || value === undefined) return { ok: false, reason: 'malformed' };
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return { ok: false, reason: 'malformed' };
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return { ok: false, reason: 'malformed' };
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Other schemes (a later v2) are skipped: a receiver keeps working when one is added.
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > tolerance) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  // Every candidate is compared, so the time taken says nothing about which one matched.
  let matched = false;
  for (const candidate of signatures) matched = timingSafeEqual(candidate, expected) || matched;
  return matched ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
