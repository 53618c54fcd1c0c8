import type { FastifyBaseLogger } from 'fastify';
import { defaultMailDelivery, type MailDelivery } from '../config';
import type { OutboxRepository, OutgoingMail } from './outbox';
import type { MailTransport } from './mail-transport';
import { createOutboxWorker } from './outbox-worker';

export type { OutgoingMail };

/**
 * How the app sends mail: store first, deliver after. Storing is part of the request (a
 * mail that reports rows is stored by their own transaction, so neither exists without the
 * other); delivery is not: the outbox worker sends it in the background, retries it, and
 * keeps its failures in the outbox, never reporting them to the person who asked.
 */
export interface Mailer {
  /** Stores a message that reports no other write, then has it delivered; rejects only when it cannot be stored. */
  send(mail: OutgoingMail): Promise<void>;
  /** Has messages the caller's own transaction stored in the outbox delivered now, or when due (`dueAt`); never rejects. */
  deliverStored(mails: ReadonlyArray<OutgoingMail & { id: number; dueAt?: Date }>): void;
  /** Resolves when every mail stored so far has been attempted (shutdown, tests). */
  flush(): Promise<void>;
  /** Starts delivering in the background: what is due at once, then as mails come and fall due. */
  start(): void;
  /** Stops delivering; resolves when the mails on their way have been sent or set to be retried. */
  stop(): Promise<void>;
}

interface MailerOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  clock?: () => Date;
  delivery?: MailDelivery;
}

export function createMailer({ outbox, transport, log, clock = () => new Date(), delivery = defaultMailDelivery }: MailerOptions): Mailer {
  const worker = createOutboxWorker({ outbox, transport, settings: delivery, log, clock });
  return {
    // The rows are stored already: whichever process is free delivers them, this one first.
    deliverStored(mails) {
      if (mails.length) worker.nudge();
      // An invitation gathering its rater's next ones goes when its wait ends, not at the next poll.
      const later = mails.map((m) => m.dueAt?.getTime() ?? 0).filter((t) => t > clock().getTime());
      if (later.length) worker.wakeAt(new Date(Math.min(...later)));
    },
    async send(mail) {
      await outbox.add(mail);
      worker.nudge();
    },
    flush: () => worker.flush(),
    start: () => worker.start(),
    stop: () => worker.stop(),
  };
}
