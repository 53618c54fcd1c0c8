import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository, OutgoingMail } from '../db/repositories/platform/outbox';

export type { OutgoingMail };

/**
 * How the app sends mail: store first, deliver after. Storing is part of the request (a
 * mail that reports rows is stored by their own transaction, so neither exists without the
 * other); delivery is not: it runs after the answer, and its failures are logged and kept
 * in the outbox, never reported to the person who asked.
 */
export interface Mailer {
  /** Stores a message that reports no other write, then delivers it; rejects only when it cannot be stored. */
  send(mail: OutgoingMail): Promise<void>;
  /** Delivers messages the caller's own transaction stored in the outbox; never rejects. */
  deliverStored(mails: ReadonlyArray<OutgoingMail & { id: number }>): void;
  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  flush(): Promise<void>;
}

export interface MailTransport {
  deliver(mail: OutgoingMail & { id: number }): Promise<void>;
  close?(): void;
}

export interface MailerOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  clock?: () => Date;
}

export function createMailer({ outbox, transport, log, clock = () => new Date() }: MailerOptions): Mailer {
  const inFlight = new Set<Promise<void>>();

  /** A batch costs one outbox update for all it delivered, not one per message. */
  async function deliverMany(batch: Array<OutgoingMail & { id: number }>): Promise<void> {
    const sent: number[] = [];
    for (const mail of batch) {
      try {
        await transport.deliver(mail);
        sent.push(mail.id);
      } catch (err) {
        // A mail failure is logged, never shown to the person who asked.
        const message = err instanceof Error ? err.message : String(err);
        log.error({ outboxId: mail.id, err: message }, 'mail delivery failed');
        await outbox.markFailed(mail.id, message).catch(() => undefined);
      }
    }
    await outbox.markSentMany(sent, clock()).catch((err: unknown) =>
      log.error({ err: err instanceof Error ? err.message : String(err) }, 'sent mails not marked'));
  }

  const track = (job: Promise<void>) => {
    const tracked = job.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  // Delivery (SMTP can take seconds) runs after the answer goes out.
  const deliverStored = (mails: ReadonlyArray<OutgoingMail & { id: number }>) => {
    if (mails.length) track(deliverMany([...mails]));
  };

  return {
    deliverStored,
    async send(mail) {
      deliverStored([{ ...mail, id: await outbox.add(mail) }]);
    },
    async flush() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
