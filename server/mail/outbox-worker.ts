import type { MailDelivery } from '../config';
import type { ClaimedMail, OutboxRepository } from './outbox';
import type { MailTransport } from './mail-transport';

/** Mails one claim takes: few enough that a slow mail server delivers them well inside the lease. */
const BATCH = 20;

interface OutboxWorker {
  /** Looks for due mails now (a request just stored some); never rejects. */
  nudge(): void;
  /** Looks again at `at` (a mail stored to wait until then), if running and sooner than the next poll. */
  wakeAt(at: Date): void;
  /** Resolves once every mail due so far has been attempted by this process (or is claimed by another). */
  flush(): Promise<void>;
  /** Delivers what is due, then looks again every `pollSeconds`. */
  start(): void;
  /** Stops looking and waits for the batch on its way. */
  stop(): Promise<void>;
}

interface OutboxWorkerOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  settings: MailDelivery;
  log: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  clock: () => Date;
}

const seconds = (date: Date, s: number) => new Date(date.getTime() + s * 1000);
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Delivery from the outbox table, the same loop in every server process: a process claims due
 * rows for a lease, delivers them outside any transaction, then marks each sent or sets its next
 * attempt (the waits of `retrySeconds`, then failed_at). Rows are shared through the database
 * only, so three processes, or one restarted, send each mail once.
 */
export function createOutboxWorker({ outbox, transport, settings, log, clock }: OutboxWorkerOptions): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const wakes = new Set<NodeJS.Timeout>();

  async function settle(mail: ClaimedMail, err: unknown): Promise<void> {
    const error = messageOf(err);
    const wait = settings.retrySeconds[mail.attempts - 1];
    const now = clock();
    if (wait === undefined) log.error({ outboxId: mail.id, attempts: mail.attempts, err: error }, 'mail failed for good');
    else log.warn({ outboxId: mail.id, attempts: mail.attempts, err: error, retryInSeconds: wait }, 'mail delivery failed; retrying');
    await outbox.markFailed(mail.id, error, now, wait === undefined ? null : seconds(now, wait));
  }

  /**
   * A mail is only started while a quarter of the lease is left (the SMTP transport's timeouts
   * end any one delivery well within it), so no other process takes a mail this one is sending.
   */
  async function deliverBatch(batch: ClaimedMail[], leaseEnds: Date): Promise<void> {
    const sent: number[] = [];
    const lastStart = leaseEnds.getTime() - (settings.leaseSeconds * 1000) / 4;
    for (const [i, mail] of batch.entries()) {
      if (clock().getTime() > lastStart) {
        await outbox
          .release(batch.slice(i).map((m) => m.id))
          .catch((err: unknown) => log.error({ err: messageOf(err) }, 'claimed mails not released; they wait for their lease'));
        break;
      }
      try {
        await transport.deliver(mail);
        sent.push(mail.id);
      } catch (err) {
        await settle(mail, err).catch((e: unknown) => log.error({ outboxId: mail.id, err: messageOf(e) }, 'failed mail not marked'));
      }
    }
    // Not marked, a sent mail would be sent again once its lease ends: worth a second try.
    await outbox
      .markSentMany(sent, clock())
      .catch(() => outbox.markSentMany(sent, clock()))
      .catch((err: unknown) => log.error({ err: messageOf(err), ids: sent }, 'sent mails not marked'));
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const now = clock();
      const leaseEnds = seconds(now, settings.leaseSeconds);
      const batch = await outbox.claimDue(BATCH, now, leaseEnds);
      if (batch.length === 0) return;
      await deliverBatch(batch, leaseEnds);
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
        await drain().catch((err: unknown) => log.error({ err: messageOf(err) }, 'outbox not read'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    // After the request that stored the mails has answered: none of its statements is the worker's.
    nudge: () => void setImmediate(() => void kick()),
    wakeAt(at) {
      const wait = at.getTime() - clock().getTime();
      if (!timer || stopped || wait >= settings.pollSeconds * 1000) return;
      // A few milliseconds late, so the mail is due by the worker's clock too.
      const wake = setTimeout(
        () => {
          wakes.delete(wake);
          void kick();
        },
        Math.max(0, wait) + 50,
      );
      wake.unref();
      wakes.add(wake);
    },
    flush: () => kick(),
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
      for (const wake of wakes) clearTimeout(wake);
      wakes.clear();
      while (running) await running;
    },
  };
}
