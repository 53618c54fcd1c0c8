import { PRODUCT_NAME } from '../../schemas/product';
import type { OutgoingMail } from './mailer';
import { longDate } from './long-date';

interface NominationMail {
  email: string;
  firstName: string;
  rateeName: string;
  companyName: string;
  title: string;
  deadline: string | null;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// A title is typed by an admin: a line break in it must not reach a mail header.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function compose(m: NominationMail, url: string, link: string, subject: string, paragraphs: string[]): OutgoingMail {
  const hello = m.firstName ? `Hello ${m.firstName},` : 'Hello,';
  const text = [hello, ...paragraphs, `${link}:`, url, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(hello)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    `<p><a href="${escape(url)}">${escape(link)}</a></p>`,
    `<p style="color:#666">${escape(url)}</p>`,
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: m.email, subject, text, html };
}

const by = (m: NominationMail) => (m.deadline ? ` by ${longDate(m.deadline)}` : '');

/** To the ratee when the survey is sent: they propose who rates them. */
export function chooseRatersMail(m: NominationMail, appUrl: string): OutgoingMail {
  return compose(m, `${appUrl}/portrayal/nominations`, 'Choose your raters', `Choose your raters${by(m)}: ${oneLine(m.title)}`, [
    `${m.companyName} asks for feedback on you in the survey "${m.title}". You choose who gives it: your peers, ` +
      `direct reports and others who know your work. Your choice is checked before anyone is asked.`,
    `Please send your list${by(m)}.`,
  ]);
}

/** To the approver when a ratee sends their list. */
export function nominationSubmittedMail(m: NominationMail, appUrl: string): OutgoingMail {
  return compose(m, `${appUrl}/portrayal/nomination-approvals`, 'Approve raters', `Raters to approve for ${oneLine(m.rateeName)}: ${oneLine(m.title)}`, [
    `${m.rateeName} has chosen their raters for the survey "${m.title}". Approve the list, change it, or send it back with a note.`,
    'Nobody is asked for feedback until the list is approved.',
  ]);
}

/** To the ratee when their list is sent back. */
export function nominationReturnedMail(m: NominationMail & { note: string }, appUrl: string): OutgoingMail {
  return compose(m, `${appUrl}/portrayal/nominations`, 'Choose your raters', `Your list of raters was sent back: ${oneLine(m.title)}`, [
    `Your list of raters for the survey "${m.title}" was sent back with this note:`,
    m.note,
    `Please change it and send it again${by(m)}.`,
  ]);
}
