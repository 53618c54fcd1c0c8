import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
  app.decorate('mailer', mailer);
  // Deliveries run after the answer; let them finish before the database closes.
  app.addHook('onClose', async () => mailer.flush());
}, { name: 'mail' });
