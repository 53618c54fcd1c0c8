import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recipientLimitsRepository } from '../mail/recipient-limits';
import { surveyReminderRunsRepository } from '../survey/actions/survey-reminder-runs';
import { dayOf } from '../survey/queries/survey-view';
import { externalReminderMail } from '../mail/external-rater-messages';
import { nominationReminderMail } from '../mail/reminder-messages';
import { surveyReminderMail } from '../mail/survey-messages';

interface Reminders {
  /** Sends every scheduled reminder due now that no process has sent; answers how many mails it stored. Never rejects. */
  run(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reminders: Reminders;
  }
}

/**
 * Scheduled reminders: each process looks when it starts (one that fell due while every
 * process was down goes out then) and every poll interval after; the database decides which
 * process sends each (survey_reminder_runs), so none goes twice.
 */
export const remindersPlugin = fp(
  async (app: FastifyInstance) => {
    const runs = surveyReminderRunsRepository(app.db);
    const limits = recipientLimitsRepository(app.db);
    let running: Promise<number> | null = null;
    let timer: NodeJS.Timeout | undefined;

    async function sendDue(): Promise<number> {
      const now = app.now();
      let stored = 0;
      for (const due of await runs.dueAnswerReminders(dayOf(now))) {
        const mails = await runs.runAnswerReminder(
          due,
          now,
          (survey, rater) => surveyReminderMail({ ...survey, ...rater }, app.config.appUrl),
          (outsider) => externalReminderMail(outsider, app.config.appUrl),
        );
        // Counted, never held back: a schedule HR set goes out, and leaves less room for mails sent by hand.
        await limits.count(
          due.surveyId,
          mails.map((m) => m.to),
          app.config.limits.mailPerRecipientPerSurvey,
          now,
        );
        app.mailer.deliverStored(mails);
        stored += mails.length;
      }
      for (const due of await runs.dueNominationReminders(dayOf(now))) {
        const mails = await runs.runNominationReminder(due, now, (ratee) => nominationReminderMail(ratee, app.config.appUrl));
        app.mailer.deliverStored(mails);
        stored += mails.length;
      }
      return stored;
    }

    const reminders: Reminders = {
      run() {
        running ??= sendDue()
          .catch((err: unknown) => {
            app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'scheduled reminders not sent');
            return 0;
          })
          .finally(() => {
            running = null;
          });
        return running;
      },
    };
    app.decorate('reminders', reminders);
    app.addHook('onReady', async () => {
      void reminders.run();
      timer = setInterval(() => void reminders.run(), app.config.mail.pollSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'reminders', dependencies: ['db', 'mail'] },
);
