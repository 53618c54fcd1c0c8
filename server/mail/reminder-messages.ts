import { PRODUCT_NAME } from '../../schemas/product';
import type { NomineeToRemind } from '../survey/actions/survey-reminder-runs';
import type { OutgoingMail } from './mailer';
import { longDate } from './long-date';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** To a ratee who has not sent their raters for approval, shortly before the deadline. */
export function nominationReminderMail(r: NomineeToRemind, appUrl: string): OutgoingMail {
  const url = `${appUrl}/portrayal/nominations`;
  const greeting = r.firstName ? `Hello ${r.firstName},` : 'Hello,';
  const paragraphs = [
    `A reminder from ${r.companyName}: in the survey "${r.title}" you choose who gives you feedback, and your choice is due by ${longDate(r.deadline)}.`,
    'Choose your raters and send them for approval here:',
  ];
  const text = [greeting, ...paragraphs, url, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<p><a href="${escape(url)}">Choose my raters</a></p>`,
    `<p style="color:#666">${escape(url)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: r.email, subject: `Choose your raters: ${oneLine(r.title)}`, text, html };
}
