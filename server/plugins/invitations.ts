import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invitationsRepository } from '../account/actions/invitations';
import { invitationMail } from '../mail/messages';
import { nextTurn } from '../shared/rules/turns';

/**
 * Welcome mails per transaction: the claim makes each one's token and text while it holds
 * its rows, so on PGlite a batch holds the one connection every company waits on (500 held
 * it 150 to 600 ms; 100, some 30 to 150 ms).
 */
const BATCH = 100;

interface Invitations {
  /** Mails every pending new employee, in batches, after the answer went out; never rejects. */
  dispatch(): void;
  /** Resolves when the run in progress (if any) has finished: tests, shutdown. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    invitations: Invitations;
  }
}

/**
 * The welcome mail of a new employee (a set-password link) goes out after the write that
 * created them has committed: an import of 100,000 rows answers first and mails after.
 * Pending invitations live in the database, so a restart resumes them.
 */
export const invitationsPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = invitationsRepository(app.db);
    let running: Promise<void> | null = null;
    let again = false;
    let closing = false;

    async function run(): Promise<void> {
      do {
        again = false;
        for (;;) {
          if (closing) return;
          const batch = await repository.claim(BATCH, app.now(), (i) =>
            invitationMail(i.email, i.firstName, i.companyName, app.config.appUrl, i.token, i.language),
          );
          if (batch.length === 0) break;
          // The outbox worker delivers them; waiting for it before the next batch keeps an import of
          // 100,000 from filling the outbox faster than mail can leave, and lets a caller's settled() mean "mailed".
          app.mailer.deliverStored(batch);
          await app.mailer.flush();
          // Let requests in between batches: PGlite serves one query at a time.
          await nextTurn();
        }
      } while (again);
    }

    const invitations: Invitations = {
      dispatch() {
        if (running) {
          again = true;
          return;
        }
        running = run()
          .catch((err: unknown) => app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'invitations not sent'))
          .finally(() => {
            running = null;
          });
      },
      async settled() {
        while (running) await running;
      },
    };
    app.decorate('invitations', invitations);
    app.addHook('onReady', async () => invitations.dispatch());
    // Delivery stops first, so that the batch waiting on it ends at once: what is left stays in the outbox for the next start.
    app.addHook('onClose', async () => {
      closing = true;
      await app.mailer.stop();
      await invitations.settled();
    });
  },
  { name: 'invitations', dependencies: ['db', 'mail'] },
);
