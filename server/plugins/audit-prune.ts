import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneAuditLog } from '../audit/retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Entries past each company's retention go when a process starts and once a day after; any process may do it. */
export const auditPrunePlugin = fp(
  async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | null = null;
    const prune = () => {
      running ??= pruneAuditLog(app.db)
        .then((removed) => {
          if (removed) app.log.info({ removed }, 'audit log pruned');
        })
        .catch((err: unknown) => app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'audit log not pruned'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      prune();
      timer = setInterval(prune, DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'audit-prune', dependencies: ['db'] },
);
