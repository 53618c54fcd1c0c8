import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DailyJob<T> {
  name: string;
  /** The work; any process may run it, several at once: the work itself makes that safe. */
  run(app: FastifyInstance): Promise<T>;
  /** What was done, as a log line and its fields; null when there is nothing to say. */
  done(result: T): { fields: Record<string, unknown>; message: string } | null;
  /** The log line when the work failed. */
  failed: string;
}

/** A job run when a process starts and once a day after, never twice at once in one process; waited for on close. */
export function dailyJob<T>({ name, run, done, failed }: DailyJob<T>) {
  return fp(
    async (app: FastifyInstance) => {
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> | null = null;
      const start = () => {
        running ??= run(app)
          .then((result) => {
            const said = done(result);
            if (said) app.log.info(said.fields, said.message);
          })
          .catch((err: unknown) => app.log.error({ err: err instanceof Error ? err.message : String(err) }, failed))
          .finally(() => {
            running = null;
          });
      };
      app.addHook('onReady', async () => {
        start();
        timer = setInterval(start, DAY_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    },
    { name, dependencies: ['db'] },
  );
}
