import { PRODUCT_NAME } from '../../schemas/product';
import type { OutgoingMail } from './mailer';
import { confidentialityInWords, type RaterMail } from './survey-messages';
import { longDate } from './long-date';

/** What an outside rater's mail says: the survey's mail, with their personal link instead of the sign-in one. */
export type ExternalRaterMail = Omit<RaterMail, 'id' | 'firstName'> & { name: string; token: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const externalLink = (appUrl: string, token: string) => `${appUrl}/rate/${token}`;

const PERSONAL = 'This link is personal: it opens your questions without an account. Please do not forward it.';
const REPLACES = 'It replaces any link sent to you before for this survey: older links no longer work.';

/** The layout of survey-messages.ts: greeting, intro, the people asked about, the link, the rest. */
function compose(m: ExternalRaterMail, appUrl: string, subject: string, intro: string[], after: string[]): OutgoingMail {
  const url = externalLink(appUrl, m.token);
  const names = m.ratees.map((r) => r.name);
  const hello = `Hello ${oneLine(m.name)},`;
  const text = [hello, ...intro, names.map((n) => `- ${n}`).join('\n'), 'Answer here:', url, ...after, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(hello)}</p>`,
    ...intro.map((p) => `<p>${escape(p)}</p>`),
    `<ul>${names.map((n) => `<li>${escape(n)}</li>`).join('')}</ul>`,
    `<p><a href="${escape(url)}">Answer the survey</a></p>`,
    `<p style="color:#666">${escape(url)}</p>`,
    ...after.map((p) => `<p>${escape(p)}</p>`),
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: m.email, subject, text, html };
}

/**
 * The invitation of someone outside the company. Every mail carries a new link, which
 * replaces any sent before, so the mail says so when it is not the first (`again`).
 */
export function externalInvitationMail(m: ExternalRaterMail, appUrl: string, again: boolean): OutgoingMail {
  return compose(
    m,
    appUrl,
    `Please give your feedback: ${oneLine(m.title)}`,
    [`${m.companyName} asks for your feedback in the survey "${m.title}", open until ${longDate(m.endDate)}.`, 'Please give your feedback on:'],
    [
      PERSONAL,
      ...(again ? [REPLACES] : []),
      confidentialityInWords(m),
      'You can save your answers as a draft and come back to them with the same link before you submit.',
    ],
  );
}

/** A reminder lists only the people whose answers are still missing; its new link replaces the earlier one. */
export function externalReminderMail(m: ExternalRaterMail, appUrl: string): OutgoingMail {
  return compose(
    m,
    appUrl,
    `Reminder: ${oneLine(m.title)}`,
    [`A reminder from ${m.companyName}: the survey "${m.title}" closes on ${longDate(m.endDate)}, and your answers are still missing for:`],
    [PERSONAL, REPLACES, 'Answers saved as a draft are kept: open the link to finish and submit them.'],
  );
}
