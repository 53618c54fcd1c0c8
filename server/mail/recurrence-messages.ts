import type { DraftedRun } from '../survey/actions/survey-recurrence';
import type { OutgoingMail } from './mailer';
import { compose, hello } from './messages';
import { longDate } from './long-date';

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Tells a survey's owner that its recurring cycle has drafted the next run: nothing is sent until they launch it. */
export function nextRunDraftedMail(run: DraftedRun, appUrl: string): OutgoingMail {
  const every = run.months === 1 ? 'every month' : `every ${run.months} months`;
  return compose({
    to: run.email,
    subject: `Ready to review: ${oneLine(run.title)}`,
    greeting: hello(run.firstName),
    paragraphs: [
      `The survey "${oneLine(run.title)}" at ${run.companyName} repeats ${every}, so its next run is ready as a draft: ` +
        `${longDate(run.startDate)} to ${longDate(run.endDate)}, with the same competencies, audience rules and settings.`,
      'Nobody has been asked yet. Review the ratees and raters, then launch it from the survey page:',
    ],
    link: { url: `${appUrl}/portrayal/admin/survey/${run.surveyId}`, label: 'Review the draft' },
    after: ['To stop the cycle, set "Repeat this survey" to "Does not repeat" on the draft.'],
  });
}
