import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository, OutgoingMail } from '../db/repositories/outbox';

export type { OutgoingMail };

/** How the app sends mail: store first, deliver after, never fail the request. */
export interface Mailer {
  /** Stores the message in the outbox and starts delivery; never rejects. */
  send(mail: OutgoingMail): Promise<void>;
  /** Stores a batch in one statement and delivers it in the background; never rejects. */
  sendMany(mails: readonly OutgoingMail[]): Promise<void>;
  /**
   * Delivers messages already stored in the outbox by the caller's own transaction (mail
   * that must be stored together with the rows it reports); never rejects.
   */
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

  async function deliver(mail: OutgoingMail & { id: number }): Promise<void> {
    try {
      await transport.deliver(mail);
      await outbox.markSent(mail.id, clock());
    } catch (err) {
      // Spec §8: a mail failure is logged, never shown to the person who asked.
      const message = err instanceof Error ? err.message : String(err);
      log.error({ outboxId: mail.id, err: message }, 'mail delivery failed');
      await outbox.markFailed(mail.id, message).catch(() => undefined);
    }
  }

  /** A batch costs one outbox update for all it delivered, not one per message. */
  async function deliverMany(batch: Array<OutgoingMail & { id: number }>): Promise<void> {
    const sent: number[] = [];
    for (const mail of batch) {
      try {
        await transport.deliver(mail);
        sent.push(mail.id);
      } catch (err) {
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

  return {
    async sendMany(mails) {
      let ids: number[];
      try {
        ids = await outbox.addMany(mails);
      } catch (err) {
        log.error({ err: err instanceof Error ? err.message : String(err), count: mails.length }, 'mails not stored');
        return;
      }
      track(deliverMany(mails.map((mail, i) => ({ ...mail, id: ids[i]! }))));
    },
    deliverStored(mails) {
      if (mails.length) track(deliverMany([...mails]));
    },
    async send(mail) {
      let id: number;
      try {
        id = await outbox.add(mail);
      } catch (err) {
        log.error({ err: err instanceof Error ? err.message : String(err), subject: mail.subject }, 'mail not stored');
        return;
      }
      // Delivery (SMTP can take seconds) runs after the answer goes out.
      const job = deliver({ ...mail, id }).finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async flush() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
