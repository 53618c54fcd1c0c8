import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository, OutgoingMail } from '../db/repositories/outbox';

export type { OutgoingMail };

/** How the app sends mail: store first, deliver after, never fail the request. */
export interface Mailer {
  /** Stores the message in the outbox and starts delivery; never rejects. */
  send(mail: OutgoingMail): Promise<void>;
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

  return {
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
