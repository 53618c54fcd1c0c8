import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { removeExpiredAnswers } from '../privacy/actions/retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Individual answers past their company's retention go when a process starts and once a day after. Any process may
 * run it, several at once: the database gives each survey to one of them (privacy/queries/retention.ts).
 */
export const answerRetentionPlugin = fp(
  async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | null = null;
    const run = () => {
      running ??= removeExpiredAnswers(app.db, app.now())
        .then((surveys) => {
          if (surveys.length) app.log.info({ surveys: surveys.map((s) => s.surveyId) }, 'individual answers past retention removed');
        })
        .catch((err: unknown) => app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'individual answers past retention not removed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'answer-retention', dependencies: ['db'] },
);
