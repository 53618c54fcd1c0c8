import { PRODUCT_NAME } from '../../schemas/product';
import type { OutgoingMail } from './mailer';

/** A ratee whose report has just been released to them. */
export interface ReleasedReport {
  surveyId: number;
  email: string;
  firstName: string;
  companyName: string;
  title: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Tells a ratee their report is there to read, with the link to it under My feedback. */
export function reportReleasedMail(r: ReleasedReport, appUrl: string): OutgoingMail {
  const url = `${appUrl}/portrayal/user/my-feedback/${r.surveyId}`;
  const hello = r.firstName ? `Hello ${r.firstName},` : 'Hello,';
  const paragraphs = [
    `${r.companyName} has released your feedback report of the survey "${r.title}".`,
    'It shows how the people you asked see you, by competency and by group of raters; answers from peers, ' +
      'direct reports and others are shown only pooled, never by name.',
    'Read it under My feedback:',
  ];
  const text = [hello, ...paragraphs, url, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(hello)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<p><a href="${escape(url)}">Open my feedback report</a></p>`,
    `<p style="color:#666">${escape(url)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: r.email, subject: `Your feedback report is ready: ${oneLine(r.title)}`, text, html };
}
