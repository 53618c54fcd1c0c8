import { lookup } from 'node:dns/promises';
import { WEBHOOK_SIGNATURE_HEADER } from '../../../schemas/coaching';
import type { WebhookDelivery as DeliverySettings } from '../../config';
import type { Db } from '../../db/db-type';
import { WEBHOOK_REFUSALS } from '../messages';
import { claimDueDeliveries, markAttemptFailed, markDelivered, type ClaimedDelivery } from '../queries/webhooks';
import { signWebhook } from '../rules/webhook-signature';
import { hostToResolve, isInsideAddress } from '../rules/webhook-url';

/** Deliveries one claim takes; they are posted side by side, each within the timeout, well inside the lease. */
const BATCH = 10;

export interface WebhookWorker {
  /** Looks for due deliveries now (a request just queued one); never rejects. */
  nudge(): void;
  /** Resolves once every delivery due so far has been attempted by this process (or is claimed by another). */
  flush(): Promise<void>;
  start(): void;
  /** Stops looking and waits for the batch on its way. */
  stop(): Promise<void>;
}

interface Options {
  db: Db;
  settings: DeliverySettings;
  log: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  clock: () => Date;
}

type Attempt = { ok: true; status: number } | { ok: false; status: number | null; error: string };

const messageOf = (err: unknown) => {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'The receiver did not answer in time.';
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ? `${err.message} (${cause.code})` : err.message;
};

/**
 * With the switch off, the receiver's name is resolved now and every address it has must be public: a name that
 * pointed outside when saved may point inside today. (The connection resolves again; a receiver's DNS answering
 * differently within that moment is what remains, as for any client that does not pin addresses.)
 */
async function insideRefusal(url: string, settings: DeliverySettings): Promise<string | null> {
  if (settings.allowPrivate) return null;
  const host = hostToResolve(url);
  if (host === null) return null;
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.some((a) => isInsideAddress(a.address)) ? WEBHOOK_REFUSALS.privateHost : null;
  } catch {
    return WEBHOOK_REFUSALS.unresolved;
  }
}

/** One POST of the stored body, signed over exactly those bytes; a redirect is a failure (never followed). */
async function post(d: ClaimedDelivery, settings: DeliverySettings, now: Date): Promise<Attempt> {
  const refusal = await insideRefusal(d.url, settings);
  if (refusal) return { ok: false, status: null, error: refusal };
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Competency360-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(d.secret, d.body, now.getTime() / 1000),
        'c360-event-id': d.event_id,
        'c360-event-type': d.event_type,
      },
      body: d.body,
    });
    // The answer's body is not needed: read a little of it away so the connection is freed.
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
    if (res.status >= 300 && res.status < 400) return { ok: false, status: res.status, error: WEBHOOK_REFUSALS.redirected };
    return { ok: false, status: res.status, error: `The receiver answered ${res.status}.` };
  } catch (err) {
    return { ok: false, status: null, error: messageOf(err) };
  }
}

/**
 * Delivery of coaching webhooks, the same loop in every server process, shaped like the outbox worker: a process
 * claims due rows for a lease, posts them outside any transaction, then marks each delivered or sets its next attempt
 * (the waits of `retrySeconds`, then failed_at). Rows are shared through the database only, so several processes on
 * one PostgreSQL deliver each event to each endpoint once (a process dying between the POST and its mark is the one
 * case of a second delivery: receivers dedupe by event id).
 */
export function createWebhookWorker({ db, settings, log, clock }: Options): WebhookWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function settle(d: ClaimedDelivery, attempt: Attempt): Promise<void> {
    const now = clock();
    if (attempt.ok) return markDelivered(db, d.id, attempt.status, now);
    const wait = settings.retrySeconds[d.attempts - 1];
    if (wait === undefined) log.error({ deliveryId: d.id, attempts: d.attempts, err: attempt.error }, 'webhook delivery failed for good');
    else log.warn({ deliveryId: d.id, attempts: d.attempts, err: attempt.error, retryInSeconds: wait }, 'webhook delivery failed; retrying');
    await markAttemptFailed(db, d.id, attempt.status, attempt.error, now, wait === undefined ? null : new Date(now.getTime() + wait * 1000));
  }

  async function deliver(d: ClaimedDelivery): Promise<void> {
    const attempt = await post(d, settings, clock());
    // Not marked, a delivered event would go again once its lease ends: worth a second try.
    await settle(d, attempt)
      .catch(() => settle(d, attempt))
      .catch((err: unknown) => log.error({ deliveryId: d.id, err: messageOf(err) }, 'webhook delivery not marked'));
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const now = clock();
      const batch = await claimDueDeliveries(db, BATCH, now, new Date(now.getTime() + settings.leaseSeconds * 1000));
      if (batch.length === 0) return;
      await Promise.all(batch.map(deliver));
    }
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((err: unknown) => log.error({ err: messageOf(err) }, 'webhook deliveries not read'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    // After the request that queued the event has answered: none of its statements is the worker's.
    nudge: () => void setImmediate(() => void kick()),
    async flush() {
      // A kick on its way may have claimed before the caller's rows were due: one more pass after it.
      await kick();
      await kick();
    },
    start() {
      stopped = false;
      void kick();
      timer ??= setInterval(() => void kick(), settings.pollSeconds * 1000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
