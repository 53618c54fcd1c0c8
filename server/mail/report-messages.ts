import type { Language } from '../../schemas/language';
import { PRODUCT_NAME } from '../../schemas/product';
import { wordsFor } from '../i18n/words';
import type { OutgoingMail } from './mailer';
import { hello } from './messages';

/** A ratee whose report has just been released to them. */
export interface ReleasedReport {
  surveyId: number;
  email: string;
  firstName: string;
  companyName: string;
  title: string;
  /** The ratee's language (server/i18n/recipient-language.ts). */
  language: Language;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Tells a ratee their report is there to read, with the link to it under My feedback. */
export function reportReleasedMail(r: ReleasedReport, appUrl: string): OutgoingMail {
  const t = wordsFor(r.language, 'mail');
  const url = `${appUrl}/portrayal/user/my-feedback/${r.surveyId}`;
  const greeting = hello(t, r.firstName);
  const paragraphs = [t('reportReleased.body', { company: r.companyName, title: r.title }), t('reportReleased.pooled'), t('reportReleased.readIt')];
  const text = [greeting, ...paragraphs, url, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<p><a href="${escape(url)}">${escape(t('reportReleased.link'))}</a></p>`,
    `<p style="color:#666">${escape(url)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: r.email, subject: t('reportReleased.subject', { title: oneLine(r.title) }), text, html };
}
