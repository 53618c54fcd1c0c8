import { wordsFor } from '../i18n/words';
import type { DraftedRun } from '../survey/actions/survey-recurrence';
import type { OutgoingMail } from './mailer';
import { compose, hello } from './messages';
import { longDate } from './long-date';

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Tells a survey's owner that its recurring cycle has drafted the next run: nothing is sent until they launch it. */
export function nextRunDraftedMail(run: DraftedRun, appUrl: string): OutgoingMail {
  const t = wordsFor(run.language, 'mail');
  return compose({
    to: run.email,
    subject: t('nextRun.subject', { title: oneLine(run.title) }),
    greeting: hello(t, run.firstName),
    paragraphs: [
      t('nextRun.body', {
        count: run.months,
        title: oneLine(run.title),
        company: run.companyName,
        start: longDate(run.startDate, run.language),
        end: longDate(run.endDate, run.language),
      }),
      t('nextRun.launch'),
    ],
    link: { url: `${appUrl}/portrayal/admin/survey/${run.surveyId}`, label: t('nextRun.link') },
    after: [t('nextRun.stop')],
  });
}
