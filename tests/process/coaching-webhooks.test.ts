import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SIGNATURE_HEADER } from '../../schemas/coaching';
import { verifyWebhook } from '../../server/coaching/rules/webhook-signature';
import { LOAD_SECRET_KEY } from '../harness/load-company';
import { loadDatabase, type LoadDatabase } from '../harness/load-database';
import { postgresBaseUrl } from '../harness/postgres';
import { startServerProcess, type ServerProcess } from '../harness/server-process';

/**
 * Coaching webhooks over three server processes on one PostgreSQL: events queued for several endpoints (before the
 * processes start and while they run), a receiver that refuses the first attempt of some, and every event reaching
 * every endpoint it was queued for exactly once with a 2xx, each signed so that the documented verifier accepts it.
 */
const ENDPOINTS = 4;
const EVENTS_BEFORE = 15;
const EVENTS_DURING = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: LoadDatabase;
let client: pg.Client;
let receiver: Server;
let receiverUrl: string;
const servers: ServerProcess[] = [];
/** What the receiver answered 2xx to, as "<path> <event id>", and every attempt of each. */
const accepted: string[] = [];
const attempts = new Map<string, number>();
const badSignatures: string[] = [];
const secrets = new Map<string, string>();

const start = async () => {
  const server = await startServerProcess({
    databaseUrl: db.databaseUrl!,
    env: {
      SECRET_KEY: LOAD_SECRET_KEY,
      WEBHOOKS_ALLOW_PRIVATE: '1',
      WEBHOOK_POLL_SECONDS: '1',
      WEBHOOK_RETRY_SECONDS: '1,1,1,1',
      WEBHOOK_LEASE_SECONDS: '30',
    },
  });
  await server.healthy();
  return server;
};

async function waitFor(what: string, done: () => boolean, timeoutMs = 90_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) if (done()) return;
  throw new Error(`timed out waiting for ${what}\n${servers.map((s) => s.output()).join('\n---\n')}`);
}

/** Queues one event for every endpoint, as queueWebhookEvent does. */
async function queueEvent(n: number): Promise<void> {
  const id = randomUUID();
  const payload = JSON.stringify({ id, type: 'coaching.requested', created_at: new Date().toISOString(), data: { engagement: n } });
  await client.query(
    `insert into webhook_deliveries (company_id, endpoint_id, event_id, event_type, payload)
    select company_id, id, $2, 'coaching.requested', $3::jsonb from webhook_endpoints where company_id = $1`,
    [db.company.companyId, id, payload],
  );
}

describe.runIf(postgresBaseUrl())('coaching webhooks over three server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await loadDatabase('PostgreSQL', { raters: 3, submitsEach: 1, designations: 1 }, postgresBaseUrl());
    client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const key = `${req.url} ${String(req.headers['c360-event-id'])}`;
        const n = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, n);
        const verdict = verifyWebhook(secrets.get(req.url ?? '') ?? '', req.headers[WEBHOOK_SIGNATURE_HEADER] as string, body, Date.now() / 1000);
        if (!verdict.ok) badSignatures.push(`${key}: ${verdict.reason}`);
        // A third of the events are refused once: their retry must still arrive once.
        const refuse = n === 1 && parseInt(String(req.headers['c360-event-id']).slice(-1), 16) % 3 === 0;
        if (!refuse) accepted.push(key);
        res.statusCode = refuse ? 503 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    for (let i = 1; i <= ENDPOINTS; i += 1) {
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      secrets.set(`/e${i}`, secret);
      await client.query(`insert into webhook_endpoints (company_id, url, secret, events) values ($1, $2, $3, '{coaching.requested}')`, [
        db.company.companyId,
        `${receiverUrl}/e${i}`,
        secret,
      ]);
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await client?.end();
    if (receiver) {
      receiver.closeAllConnections();
      await new Promise((r) => receiver.close(r));
    }
    await db?.drop();
  });

  it('delivers every event to every endpoint exactly once, signed, retrying refusals', async () => {
    for (let n = 0; n < EVENTS_BEFORE; n += 1) await queueEvent(n);
    servers.push(await start(), await start(), await start());
    for (let n = EVENTS_BEFORE; n < EVENTS_BEFORE + EVENTS_DURING; n += 1) {
      await queueEvent(n);
      await sleep(50);
    }
    const expected = (EVENTS_BEFORE + EVENTS_DURING) * ENDPOINTS;
    await waitFor('every delivery accepted', () => accepted.length >= expected);
    // Time for a second delivery of anything, had any process been about to make one.
    await sleep(3000);

    expect(badSignatures).toEqual([]);
    expect(accepted).toHaveLength(expected);
    expect(new Set(accepted).size).toBe(expected);
    expect(
      [...attempts.values()].some((n) => n === 2),
      'some deliveries were refused once and retried',
    ).toBe(true);
    expect([...attempts.values()].every((n) => n <= 2)).toBe(true);

    const { rows } = await client.query<{ delivered: boolean; attempts: number }>(
      `select delivered_at is not null as delivered, attempts from webhook_deliveries`,
    );
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r.delivered && r.attempts >= 1 && r.attempts <= 2)).toBe(true);
  });
});
