import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebhookWorker, type WebhookWorker } from '../coaching/actions/webhook-worker';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookWorker;
  }
}

/** Coaching webhooks (issue 41) go out from every process, as mail does: queued rows, claimed by one process each. */
export const webhooksPlugin = fp(
  async (app: FastifyInstance) => {
    const worker = createWebhookWorker({ db: app.db, settings: app.config.webhooks, log: app.log, clock: () => app.now() });
    app.decorate('webhooks', worker);
    app.addHook('onReady', async () => worker.start());
    // The batch on its way is marked before the database closes; the rest waits for the next process.
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'webhooks', dependencies: ['db'] },
);
