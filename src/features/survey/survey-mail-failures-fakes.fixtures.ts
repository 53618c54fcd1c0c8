import { fromPromise } from 'xstate';
import { surveyMailFailuresMachine } from '../../../machines/survey-mail-failures.machine';
import type { MailFailure } from '../../../schemas/mail-failures';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

/** An invitation the mail server keeps refusing for now, and one to a mailbox that does not exist. */
export const retrying: MailFailure = {
  id: 41,
  to: 'priya.raman@northwind-demo.com',
  subject: 'Please give your feedback: Leadership 360 · Q4',
  attempts: 3,
  error: '451 4.7.1 Greylisted, please try again later',
  next_attempt_at: hoursFromNow(0.2),
  failed_at: null,
};
export const bounced: MailFailure = {
  id: 38,
  to: 'aiko.tanaka@northwind-demo.con',
  subject: 'Reminder: Leadership 360 · Q4',
  attempts: 7,
  error: '550 5.1.1 <aiko.tanaka@northwind-demo.con>: Recipient address rejected: User unknown in virtual mailbox table',
  next_attempt_at: null,
  failed_at: hoursFromNow(-5),
};

/** The panel's load answered with `list`, or refused. */
export const failuresFlow = (list: MailFailure[] | 'refused') =>
  surveyMailFailuresMachine.provide({
    actors: {
      request: fromPromise(async () => {
        if (list === 'refused') throw new Error('Network Error');
        return list;
      }),
    },
  });
