import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recurringRunsRepository } from '../survey/actions/survey-recurrence';
import { dayOf } from '../survey/queries/survey-view';
import { nextRunDraftedMail } from '../mail/recurrence-messages';

interface SurveyRecurrence {
  /** Drafts every next run due now that no process has drafted; answers how many. Never rejects. */
  run(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    surveyRecurrence: SurveyRecurrence;
  }
}

/**
 * Recurring cycles: like the scheduled reminders, each process looks when it starts and every mail poll interval
 * after; the database decides which process drafts each next run (survey-recurrence.ts), so none is drafted twice.
 */
export const surveyRecurrencePlugin = fp(
  async (app: FastifyInstance) => {
    const runs = recurringRunsRepository(app.db);
    let running: Promise<number> | null = null;
    let timer: NodeJS.Timeout | undefined;

    async function draftDue(): Promise<number> {
      const now = app.now();
      let drafted = 0;
      for (const due of await runs.due(dayOf(now))) {
        // One run that cannot be drafted must not hold up the others: it is tried again at the next look.
        const next = await runs
          .draftNext(due, now, (run) => nextRunDraftedMail(run, app.config.appUrl))
          .catch((err: unknown) => {
            app.log.error({ surveyId: due.surveyId, err: err instanceof Error ? err.message : String(err) }, 'next run of a recurring survey not drafted');
            return null;
          });
        if (!next) continue;
        app.mailer.deliverStored(next.mails);
        drafted += 1;
      }
      return drafted;
    }

    const recurrence: SurveyRecurrence = {
      run() {
        running ??= draftDue()
          .catch((err: unknown) => {
            app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'recurring surveys not drafted');
            return 0;
          })
          .finally(() => {
            running = null;
          });
        return running;
      },
    };
    app.decorate('surveyRecurrence', recurrence);
    app.addHook('onReady', async () => {
      void recurrence.run();
      timer = setInterval(() => void recurrence.run(), app.config.mail.pollSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'survey-recurrence', dependencies: ['db', 'mail'] },
);
