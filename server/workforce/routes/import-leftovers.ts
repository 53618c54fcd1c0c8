import type { FastifyInstance } from 'fastify';
import { companiesWithLeftovers, importBatches } from '../queries/import-batches';
import type { ImportGate } from '../../http/import-gate';

/**
 * After a crash, the rows of an import that never finished are removed, company by company,
 * each while holding that company's import gate: an import still running in another process
 * (PostgreSQL) holds it, and is left alone. This runs after the server is ready, so a large
 * leftover does not delay the start; the company's next import is answered 409 until it is done.
 */
export function undoLeftoversOnStart(app: FastifyInstance, imports: ImportGate): void {
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = (async () => {
      for (const companyId of await companiesWithLeftovers(app.db)) {
        const done = await imports.enter(companyId, 'employee import').catch(() => null);
        if (!done) continue;
        try {
          const batches = importBatches(app.db, companyId);
          for (const batchId of await batches.leftovers()) await batches.undo(batchId);
          app.log.warn({ companyId }, 'removed the rows of an employee import that did not finish');
        } finally {
          await done();
        }
      }
    })().catch((err: unknown) => app.log.error({ err }, 'could not remove the rows of an unfinished employee import'));
  });
  app.addHook('onClose', async () => {
    await running;
  });
}
