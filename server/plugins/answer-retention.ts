import { removeExpiredAnswers } from '../privacy/actions/retention';
import { dailyJob } from './daily-job';

/**
 * Individual answers past their company's retention go when a process starts and once a day after. Any process may
 * run it, several at once: the database gives each survey to one of them (privacy/queries/retention.ts).
 */
export const answerRetentionPlugin = dailyJob({
  name: 'answer-retention',
  run: (app) => removeExpiredAnswers(app.db, app.now()),
  done: (surveys) => (surveys.length ? { fields: { surveys: surveys.map((s) => s.surveyId) }, message: 'individual answers past retention removed' } : null),
  failed: 'individual answers past retention not removed',
});
