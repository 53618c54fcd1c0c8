import { PRODUCT_NAME } from '../../schemas/product';
import { wordsFor } from '../i18n/words';
import type { NomineeToRemind } from '../survey/actions/survey-reminder-runs';
import type { OutgoingMail } from './mailer';
import { longDate } from './long-date';
import { hello } from './messages';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** To a ratee who has not sent their raters for approval, shortly before the deadline. */
export function nominationReminderMail(r: NomineeToRemind, appUrl: string): OutgoingMail {
  const t = wordsFor(r.language, 'mail');
  const url = `${appUrl}/portrayal/nominations`;
  const greeting = hello(t, r.firstName);
  const paragraphs = [
    t('nomination.reminderBody', { company: r.companyName, title: r.title, date: longDate(r.deadline, r.language) }),
    t('nomination.reminderChoose'),
  ];
  const text = [greeting, ...paragraphs, url, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<p><a href="${escape(url)}">${escape(t('nomination.reminderLink'))}</a></p>`,
    `<p style="color:#666">${escape(url)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: r.email, subject: t('nomination.reminderSubject', { title: oneLine(r.title) }), text, html };
}
