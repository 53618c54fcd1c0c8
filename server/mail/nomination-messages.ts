import type { Language } from '../../schemas/language';
import { PRODUCT_NAME } from '../../schemas/product';
import { wordsFor, type Words } from '../i18n/words';
import type { OutgoingMail } from './mailer';
import { longDate } from './long-date';
import { hello } from './messages';

interface NominationMail {
  email: string;
  firstName: string;
  rateeName: string;
  companyName: string;
  title: string;
  deadline: string | null;
  /** The reader's language (server/i18n/recipient-language.ts). */
  language: Language;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// A title is typed by an admin: a line break in it must not reach a mail header.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function compose(m: NominationMail, t: Words<'mail'>, url: string, link: string, subject: string, paragraphs: string[]): OutgoingMail {
  const greeting = hello(t, m.firstName);
  const text = [greeting, ...paragraphs, t('linkLead', { label: link }), url, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<p><a href="${escape(url)}">${escape(link)}</a></p>`,
    `<p style="color:#666">${escape(url)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: m.email, subject, text, html };
}

/** To the ratee when the survey is sent: they propose who rates them. */
export function chooseRatersMail(m: NominationMail, appUrl: string): OutgoingMail {
  const t = wordsFor(m.language, 'mail');
  const date = m.deadline && longDate(m.deadline, m.language);
  const title = oneLine(m.title);
  return compose(
    m,
    t,
    `${appUrl}/portrayal/nominations`,
    t('nomination.chooseLink'),
    date ? t('nomination.chooseSubjectBy', { date, title }) : t('nomination.chooseSubject', { title }),
    [t('nomination.chooseBody', { company: m.companyName, title: m.title }), date ? t('nomination.sendBy', { date }) : t('nomination.send')],
  );
}

/** To the approver when a ratee sends their list. */
export function nominationSubmittedMail(m: NominationMail, appUrl: string): OutgoingMail {
  const t = wordsFor(m.language, 'mail');
  return compose(
    m,
    t,
    `${appUrl}/portrayal/nomination-approvals`,
    t('nomination.approveLink'),
    t('nomination.submittedSubject', { name: oneLine(m.rateeName), title: oneLine(m.title) }),
    [t('nomination.submittedBody', { name: m.rateeName, title: m.title }), t('nomination.nobodyYet')],
  );
}

/** To the ratee when their list is sent back. */
export function nominationReturnedMail(m: NominationMail & { note: string }, appUrl: string): OutgoingMail {
  const t = wordsFor(m.language, 'mail');
  const date = m.deadline && longDate(m.deadline, m.language);
  return compose(m, t, `${appUrl}/portrayal/nominations`, t('nomination.chooseLink'), t('nomination.returnedSubject', { title: oneLine(m.title) }), [
    t('nomination.returnedBody', { title: m.title }),
    m.note,
    date ? t('nomination.sendAgainBy', { date }) : t('nomination.sendAgain'),
  ]);
}
