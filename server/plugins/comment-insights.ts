import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { computeDueInsights } from '../feedback/actions/compute-comment-insights';

interface CommentInsightsLoop {
  /** Computes and stores the insights of every survey due that no process holds; answers how many. Never rejects. */
  run(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    commentInsights: CommentInsightsLoop;
  }
}

/**
 * Comment insights (issue 40), after a survey's results open: like the reminders, each process looks when it starts
 * and every poll interval after; the database decides which process computes each survey (comment_insight_jobs).
 */
export const commentInsightsPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<number> | null = null;
    let timer: NodeJS.Timeout | undefined;
    const log = (surveyId: number, err: string) => app.log.error({ surveyId, err }, 'comment insights not computed; tried again later');

    const loop: CommentInsightsLoop = {
      run() {
        running ??= computeDueInsights(app.db, () => app.now(), log)
          .catch((err: unknown) => {
            app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'comment insights not read');
            return 0;
          })
          .finally(() => {
            running = null;
          });
        return running;
      },
    };
    app.decorate('commentInsights', loop);
    app.addHook('onReady', async () => {
      void loop.run();
      timer = setInterval(() => void loop.run(), app.config.mail.pollSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'comment-insights', dependencies: ['db'] },
);
