import { PRODUCT_NAME } from '../../schemas/product';
import type { OutgoingMail } from './mailer';

/*
 * The coaching area's mails (issue 41). None carries a figure of a report or a note: only who, what about and where
 * to look, so a mail forwarded or read over a shoulder tells nothing the coachee did not choose to share.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Where an outside coach's personal link opens their page. */
export const coachLink = (appUrl: string, token: string) => `${appUrl}/coach/${token}`;
/** Where a signed-in coachee or internal coach finds their coaching. */
const myCoaching = (appUrl: string) => `${appUrl}/coaching`;

const PERSONAL = 'This link is personal: it opens your coachees’ shared material without an account. Please do not forward it.';
const REPLACES = 'It replaces any link sent to you before: older links no longer work.';

/** Someone a mail goes to: their address and the name to greet. */
export interface Addressee {
  email: string;
  name: string;
}

function compose(to: Addressee, subject: string, paragraphs: string[], link: { url: string; label: string } | null, after: string[] = []): OutgoingMail {
  const hello = to.name ? `Hello ${oneLine(to.name)},` : 'Hello,';
  const text = [hello, ...paragraphs, ...(link ? [link.url] : []), ...after, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(hello)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    ...(link ? [`<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`, `<p style="color:#666">${escape(link.url)}</p>`] : []),
    ...after.map((p) => `<p>${escape(p)}</p>`),
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: to.email, subject: oneLine(subject), text, html };
}

/** HR mailed an outside coach their personal link (a new one replaces the old). */
export function coachLinkMail(to: Addressee, companyName: string, token: string, appUrl: string, again: boolean): OutgoingMail {
  return compose(
    to,
    `Your coaching link for ${companyName}`,
    [`${companyName} has added you to its pool of coaches in ${PRODUCT_NAME}.`, 'Your coachees and what they share with you are here:'],
    { url: coachLink(appUrl, token), label: 'Open my coaching page' },
    [PERSONAL, ...(again ? [REPLACES] : [])],
  );
}

/** What a coach is told of a new coachee: who and on what; for an outside coach, their (new) personal link. */
export interface CoachRequestMail {
  coach: Addressee;
  coachee: string;
  companyName: string;
  competencies: string[];
  /** An outside coach's new link; null for an internal coach (they sign in). */
  token: string | null;
}

export function coachRequestMail(m: CoachRequestMail, appUrl: string): OutgoingMail {
  return compose(
    m.coach,
    `New coachee: ${m.coachee}`,
    [`${m.coachee} of ${m.companyName} has asked you for coaching on: ${m.competencies.join(', ')}.`, 'What they chose to share with you is here:'],
    m.token ? { url: coachLink(appUrl, m.token), label: 'Open my coaching page' } : { url: myCoaching(appUrl), label: 'Open my coachees' },
    m.token ? [PERSONAL, REPLACES] : [],
  );
}

/** The coachee learns HR approved their request. */
export function coacheeApprovedMail(to: Addressee, coachName: string, appUrl: string): OutgoingMail {
  return compose(to, 'Your coaching request was approved', [`HR approved your request: ${coachName} is now your coach.`], {
    url: myCoaching(appUrl),
    label: 'Open my coaching',
  });
}

/** The coachee learns HR declined their request, with HR's reason when given. */
export function coacheeDeclinedMail(to: Addressee, coachName: string, reason: string, appUrl: string): OutgoingMail {
  return compose(
    to,
    'Your coaching request was declined',
    [`HR declined your request for coaching with ${coachName}.`, ...(reason.trim() ? [`Their reason: ${reason.trim()}`] : []), 'You may ask again:'],
    { url: myCoaching(appUrl), label: 'Open my coaching' },
  );
}

/**
 * One party ended the coaching: the other is told. An outside coach gets no link (theirs is not stored, only its
 * hash, and the one they hold still opens their page).
 */
export function coachingEndedMail(to: Addressee, endedBy: string, appUrl: string, signsIn: boolean): OutgoingMail {
  return compose(
    to,
    'Coaching ended',
    [`${endedBy} has ended the coaching. Its material is no longer open to the coach.`],
    signsIn ? { url: myCoaching(appUrl), label: 'Open my coaching' } : null,
  );
}
