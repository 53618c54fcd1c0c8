import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
    app.decorate('mailer', mailer);
    // Mails left due by the last run (or stored by another process) go out once the app is up.
    app.addHook('onReady', async () => mailer.start());
    // The batch on its way is marked before the database closes; the rest waits in the outbox.
    app.addHook('onClose', async () => mailer.stop());
  },
  { name: 'mail' },
);
