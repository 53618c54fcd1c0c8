import { PRODUCT_NAME } from '../../schemas/product';
import { wordsFor, type Words } from '../i18n/words';
import type { OutgoingMail } from './mailer';
import { confidentialityInWords, type RaterMail } from './survey-messages';
import { longDate } from './long-date';

/**
 * What an outside rater's mail says: the survey's mail, with their personal link instead of the sign-in one. Its
 * language is the company's (they have no profile).
 */
export type ExternalRaterMail = Omit<RaterMail, 'id' | 'firstName'> & { name: string; token: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const externalLink = (appUrl: string, token: string) => `${appUrl}/rate/${token}`;

/** The layout of survey-messages.ts: greeting, intro, the people asked about, the link, the rest. */
function compose(m: ExternalRaterMail, appUrl: string, t: Words<'mail'>, subject: string, intro: string[], after: string[]): OutgoingMail {
  const url = externalLink(appUrl, m.token);
  const names = m.ratees.map((r) => r.name);
  const hello = t('hello', { name: oneLine(m.name) });
  const text = [hello, ...intro, names.map((n) => `- ${n}`).join('\n'), t('rater.answerHere'), url, ...after, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(hello)}</p>`,
    ...intro.map((p) => `<p>${escape(p)}</p>`),
    `<ul>${names.map((n) => `<li>${escape(n)}</li>`).join('')}</ul>`,
    `<p><a href="${escape(url)}">${escape(t('outsider.link'))}</a></p>`,
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
  const t = wordsFor(m.language, 'mail');
  return compose(
    m,
    appUrl,
    t,
    t('invitation.subject', { title: oneLine(m.title) }),
    [t('outsider.asks', { company: m.companyName, title: m.title, end: longDate(m.endDate, m.language) }), t('invitation.on')],
    [t('outsider.personal'), ...(again ? [t('outsider.replaces')] : []), confidentialityInWords(m), t('outsider.draft')],
  );
}

/** A reminder lists only the people whose answers are still missing; its new link replaces the earlier one. */
export function externalReminderMail(m: ExternalRaterMail, appUrl: string): OutgoingMail {
  const t = wordsFor(m.language, 'mail');
  return compose(
    m,
    appUrl,
    t,
    t('reminder.subject', { title: oneLine(m.title) }),
    [t('reminder.missing', { company: m.companyName, title: m.title, end: longDate(m.endDate, m.language) })],
    [t('outsider.personal'), t('outsider.replaces'), t('outsider.reminderDraft')],
  );
}
