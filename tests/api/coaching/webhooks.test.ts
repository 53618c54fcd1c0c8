import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookDelivery, type WebhookEndpoint } from '../../../schemas/coaching';
import { rowsOf } from '../../../server/db/sql';
import { verifyWebhook } from '../../../server/coaching/rules/webhook-signature';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { startReceiver, type Receiver } from './webhook-receiver.fixtures';

/** HR's webhook endpoints: secrets shown once, signed deliveries a receiver verifies, retries, and no receiver inside. */
let t: TestApp;
let hr: Session;
let other: Session;
let receiver: Receiver;
beforeAll(async () => {
  t = await buildTestApp({ webhooks: { retrySeconds: [30, 60, 120] } });
  hr = await signUpCompany(t, { company_name: 'Hooked' });
  other = await signUpCompany(t, { company_name: 'Elsewhere' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const HOOKS = '/coaching/webhooks/';
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const body = (over: Record<string, unknown> = {}) => ({ url: `${receiver.url}/hook`, events: ['coaching.requested', 'development_plan.changed'], ...over });

async function create(by: Session, over: Record<string, unknown> = {}): Promise<WebhookEndpoint> {
  const res = await send(t, by, 'POST', HOOKS, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WebhookEndpoint;
}
async function deliveries(by: Session, id: number): Promise<WebhookDelivery[]> {
  const res = await send(t, by, 'GET', `${HOOKS}${id}/deliveries/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WebhookDelivery[];
}
async function ping(by: Session, id: number, via: TestApp = t): Promise<string> {
  const res = await via.app.inject({ method: 'POST', url: `${HOOKS}${id}/ping/`, headers: by.headers });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { event_id: string }).event_id;
}

describe('webhook endpoints', () => {
  it('are created with a secret shown once, listed and changed without it, rotated on request, and deleted', async () => {
    const made = await create(hr, { description: 'Provider A' });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      url: `${receiver.url}/hook`,
      events: ['coaching.requested', 'development_plan.changed'],
      active: true,
      description: 'Provider A',
    });

    const list = (await send(t, hr, 'GET', HOOKS)).json() as WebhookEndpoint[];
    expect(list.find((e) => e.id === made.id)).toEqual({ ...made, secret: null });

    const changed = await send(t, hr, 'PUT', `${HOOKS}${made.id}/`, body({ events: ['coaching.ended'], active: false }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ events: ['coaching.ended'], active: false, secret: null });

    const rotated = await send(t, hr, 'PUT', `${HOOKS}${made.id}/`, body({ rotate_secret: true }));
    expect(rotated.statusCode, rotated.body).toBe(200);
    const secret = (rotated.json() as WebhookEndpoint).secret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(made.secret);

    // The audit log has the changes, never a secret.
    const logged = rowsOf<{ action: string; text: string }>(
      await t.db.execute(
        sql`select action, coalesce(before::text, '') || coalesce(after::text, '') as text from audit_log where entity = 'webhook_endpoint' and entity_id = ${String(made.id)} order by id`,
      ),
    );
    expect(logged.map((l) => l.action)).toEqual(['coaching.webhook.create', 'coaching.webhook.change', 'coaching.webhook.change']);
    expect(logged.some((l) => l.text.includes('whsec_'))).toBe(false);

    expect((await send(t, hr, 'DELETE', `${HOOKS}${made.id}/`)).statusCode).toBe(204);
    expect((await send(t, hr, 'DELETE', `${HOOKS}${made.id}/`)).statusCode).toBe(404);
  });

  it('of another company answer 404, and their deliveries are not listed', async () => {
    const theirs = await create(other);
    await ping(other, theirs.id);
    await t.app.webhooks.flush();
    for (const [method, path, payload] of [
      ['PUT', `${HOOKS}${theirs.id}/`, body()],
      ['DELETE', `${HOOKS}${theirs.id}/`, undefined],
      ['GET', `${HOOKS}${theirs.id}/deliveries/`, undefined],
      ['POST', `${HOOKS}${theirs.id}/ping/`, undefined],
    ] as const) {
      expect((await send(t, hr, method, path, payload)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect(((await send(t, hr, 'GET', HOOKS)).json() as WebhookEndpoint[]).some((e) => e.id === theirs.id)).toBe(false);
    expect(await deliveries(other, theirs.id)).toHaveLength(1);
    await send(t, other, 'DELETE', `${HOOKS}${theirs.id}/`);
  });

  it('refuse a URL that is not one: 400 at url', async () => {
    const res = await send(t, hr, 'POST', HOOKS, body({ url: 'hooks' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain('url');
  });
});

describe('deliveries', () => {
  it('reach the receiver signed: the documented verifier accepts them, and refuses a forged body, a wrong secret and a replay', async () => {
    const endpoint = await create(hr);
    receiver.received.length = 0;
    const eventId = await ping(hr, endpoint.id);
    await t.app.webhooks.flush();

    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.path).toBe('/hook');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['c360-event-id']).toBe(eventId);
    expect(got.headers['c360-event-type']).toBe('ping');
    const payload = JSON.parse(got.body) as { id: string; type: string; created_at: string; data: Record<string, unknown> };
    expect(payload).toEqual({ id: eventId, type: 'ping', created_at: expect.any(String), data: { endpoint: endpoint.id } });

    const header = got.headers[WEBHOOK_SIGNATURE_HEADER] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(endpoint.secret!, header, got.body, nowSeconds())).toEqual({ ok: true, timestamp: expect.any(Number) });
    expect(verifyWebhook(endpoint.secret!, header, got.body.replace('ping', 'pong'), nowSeconds())).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(`${endpoint.secret!}x`, header, got.body, nowSeconds())).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(endpoint.secret!, header, got.body, nowSeconds() + 301)).toEqual({ ok: false, reason: 'stale' });

    const [logged] = await deliveries(hr, endpoint.id);
    expect(logged).toMatchObject({
      event_id: eventId,
      type: 'ping',
      status: 'delivered',
      attempts: 1,
      last_status: 200,
      last_error: null,
      next_attempt_at: null,
    });
    // Delivered once: another pass sends nothing.
    await t.app.webhooks.flush();
    expect(receiver.received).toHaveLength(1);
  });

  it('that fail are retried with back-off, the log showing attempts and the last status, until they fail for good', async () => {
    const endpoint = await create(hr);
    receiver.received.length = 0;
    receiver.status = 500;
    try {
      await ping(hr, endpoint.id);
      await t.app.webhooks.flush();
      let [log] = await deliveries(hr, endpoint.id);
      expect(log).toMatchObject({ status: 'pending', attempts: 1, last_status: 500, last_error: 'The receiver answered 500.' });
      const wait = new Date(log!.next_attempt_at!).getTime() - t.clock.now().getTime();
      expect(wait).toBeGreaterThan(25_000);
      expect(wait).toBeLessThanOrEqual(30_000);

      // Not due yet: nothing is sent.
      await t.app.webhooks.flush();
      expect(receiver.received).toHaveLength(1);

      t.clock.advance(31_000);
      await t.app.webhooks.flush();
      [log] = await deliveries(hr, endpoint.id);
      expect(log).toMatchObject({ status: 'pending', attempts: 2, last_status: 500 });
      expect(new Date(log!.next_attempt_at!).getTime() - t.clock.now().getTime()).toBeGreaterThan(55_000);

      // A redirect is not followed: it fails like any other answer.
      receiver.status = 302;
      t.clock.advance(61_000);
      await t.app.webhooks.flush();
      [log] = await deliveries(hr, endpoint.id);
      expect(log).toMatchObject({ status: 'pending', attempts: 3, last_status: 302 });
      expect(receiver.received).toHaveLength(3);

      receiver.status = 503;
      t.clock.advance(121_000);
      await t.app.webhooks.flush();
      [log] = await deliveries(hr, endpoint.id);
      expect(log).toMatchObject({ status: 'failed', attempts: 4, last_status: 503, next_attempt_at: null });
      expect(receiver.received.map((r) => r.headers['c360-event-id'])).toEqual(Array(4).fill(log!.event_id));
    } finally {
      receiver.status = 200;
    }
  });

  it('that succeed after a failure are marked delivered', async () => {
    const endpoint = await create(hr);
    receiver.status = 500;
    await ping(hr, endpoint.id);
    await t.app.webhooks.flush();
    receiver.status = 200;
    t.clock.advance(31_000);
    await t.app.webhooks.flush();
    const [log] = await deliveries(hr, endpoint.id);
    expect(log).toMatchObject({ status: 'delivered', attempts: 2, last_status: 200, last_error: null });
  });
});

describe('with receivers inside refused (WEBHOOKS_ALLOW_PRIVATE off)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ handle: t.handle, clock: t.clock, webhooks: { allowPrivate: false } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it.each([
    ['http://hooks.example.com/x', 'https'],
    ['https://localhost/x', 'private'],
    ['https://api.localhost./x', 'private'],
    ['https://127.0.0.1/x', 'private'],
    ['https://0x7f.1/x', 'private'],
    ['https://10.1.2.3/x', 'private'],
    ['https://172.16.0.1/x', 'private'],
    ['https://192.168.1.1/x', 'private'],
    ['https://169.254.169.254/latest/meta-data/', 'private'],
    ['https://[::1]/x', 'private'],
    ['https://[fd00::1]/x', 'private'],
    ['https://[fe80::1]/x', 'private'],
    ['https://[::ffff:10.0.0.1]/x', 'private'],
    ['https://user:pw@hooks.example.com/x', 'password'],
  ])('refuse %s', async (url, word) => {
    const res = await strict.app.inject({ method: 'POST', url: HOOKS, headers: hr.headers, payload: body({ url }) });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as Record<string, string[]>).url![0]).toContain(word === 'private' ? 'private network' : word);
  });

  it('accept a public https receiver', async () => {
    const res = await strict.app.inject({ method: 'POST', url: HOOKS, headers: hr.headers, payload: body({ url: 'https://hooks.example.com/c360' }) });
    expect(res.statusCode, res.body).toBe(201);
    await send(t, hr, 'DELETE', `${HOOKS}${(res.json() as WebhookEndpoint).id}/`);
  });

  it('check the resolved address when delivering: a name pointing at this machine is not posted to', async () => {
    // Saved while allowed (as if its DNS changed since): the delivery resolves it again.
    const endpoint = await create(hr, { url: `${receiver.url.replace('127.0.0.1', 'localhost').replace('http:', 'https:')}/hook` });
    receiver.received.length = 0;
    await ping(hr, endpoint.id, strict);
    await strict.app.webhooks.flush();
    const [log] = await deliveries(hr, endpoint.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
    expect(log!.last_error).toContain('private network');
    expect(receiver.received).toHaveLength(0);
    await send(t, hr, 'DELETE', `${HOOKS}${endpoint.id}/`);
  });
});
