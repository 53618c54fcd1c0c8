import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from '../../server/coaching/rules/webhook-signature';
import { isInsideAddress, webhookUrlRefusal } from '../../server/coaching/rules/webhook-url';
import { defaultWebhookDelivery, loadConfig } from '../../server/config';

const SECRET = 'whsec_test';
const BODY = '{"id": "e1", "data": {}, "type": "ping", "created_at": "2026-01-01T00:00:00.000Z"}';
const T = 1_800_000_000;

describe('the webhook signature', () => {
  it('is t and the hex HMAC-SHA256 of "<t>.<body>" under the secret', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(signWebhook(SECRET, BODY, T + 0.7)).toBe(`t=${T},v1=${expected}`);
  });

  it('verifies within the tolerance, on either side of the clock', () => {
    const header = signWebhook(SECRET, BODY, T);
    expect(verifyWebhook(SECRET, header, BODY, T)).toEqual({ ok: true, timestamp: T });
    expect(verifyWebhook(SECRET, header, Buffer.from(BODY), T + 300)).toEqual({ ok: true, timestamp: T });
    expect(verifyWebhook(SECRET, header, BODY, T - 300)).toEqual({ ok: true, timestamp: T });
  });

  it('refuses a replay older than 300 seconds, or one from too far ahead', () => {
    const header = signWebhook(SECRET, BODY, T);
    expect(verifyWebhook(SECRET, header, BODY, T + 301)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhook(SECRET, header, BODY, T - 301)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhook(SECRET, header, BODY, T + 30, 10)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a changed body, another secret, a changed timestamp', () => {
    const header = signWebhook(SECRET, BODY, T);
    expect(verifyWebhook(SECRET, header, BODY.replace('e1', 'e2'), T)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook('whsec_other', header, BODY, T)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(SECRET, header.replace(`t=${T}`, `t=${T + 1}`), BODY, T)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('accepts any of several v1 values (a secret being rotated) and skips unknown schemes', () => {
    const mine = signWebhook(SECRET, BODY, T).split(',')[1];
    const theirs = signWebhook('whsec_old', BODY, T).split(',')[1];
    expect(verifyWebhook(SECRET, `t=${T},${theirs},${mine}`, BODY, T).ok).toBe(true);
    expect(verifyWebhook(SECRET, `t=${T}, v0=abc, ${mine}`, BODY, T).ok).toBe(true);
    expect(verifyWebhook(SECRET, `t=${T},${theirs}`, BODY, T)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it.each([undefined, '', 'nonsense', `t=${T}`, 'v1=' + 'a'.repeat(64), `t=abc,v1=${'a'.repeat(64)}`, `t=${T},v1=xyz`, `t=${T},t=${T},v1=${'a'.repeat(64)}`])(
    'calls %j malformed',
    (header) => {
      expect(verifyWebhook(SECRET, header, BODY, T)).toEqual({ ok: false, reason: 'malformed' });
    },
  );
});

describe('receiver addresses', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd12::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '[::1]',
  ])('%s is inside', (a) => expect(isInsideAddress(a)).toBe(true));
  it.each(['8.8.8.8', '172.32.0.1', '2606:4700::1111', 'hooks.example.com'])('%s is not', (a) => expect(isInsideAddress(a)).toBe(false));

  it('https only, unless private receivers are allowed', () => {
    expect(webhookUrlRefusal('https://hooks.example.com/x', false)).toBeNull();
    expect(webhookUrlRefusal('http://hooks.example.com/x', false)).toMatch(/https/);
    expect(webhookUrlRefusal('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(webhookUrlRefusal('ftp://127.0.0.1/x', true)).toMatch(/https/);
    expect(webhookUrlRefusal('https://LOCALHOST/x', false)).toMatch(/private/);
  });
});

describe('webhook settings', () => {
  it('refuse receivers inside by default; WEBHOOKS_ALLOW_PRIVATE=1 and the timings are read from the environment', () => {
    expect(loadConfig({}).webhooks).toEqual(defaultWebhookDelivery);
    expect(defaultWebhookDelivery.allowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_SECONDS: '1,2', WEBHOOK_POLL_SECONDS: '0.5', WEBHOOK_LEASE_SECONDS: '9' }).webhooks).toEqual(
      {
        ...defaultWebhookDelivery,
        allowPrivate: true,
        retrySeconds: [1, 2],
        pollSeconds: 0.5,
        leaseSeconds: 9,
      },
    );
    expect(() => loadConfig({ WEBHOOK_POLL_SECONDS: 'soon' })).toThrow(/^WEBHOOK_POLL_SECONDS/);
  });
});
