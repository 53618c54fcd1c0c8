import type { Language } from '../../schemas/language';
import { PRODUCT_NAME } from '../../schemas/product';
import { wordsFor, type Words } from '../i18n/words';
import type { OutgoingMail } from './mailer';
import { hello as greet } from './messages';

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

/** Someone a mail goes to: their address and the name to greet. */
export interface Addressee {
  email: string;
  name: string;
  /** Their language: a profile's, else the company's (server/i18n/recipient-language.ts). */
  language: Language;
}

function compose(to: Addressee, subject: string, paragraphs: string[], link: { url: string; label: string } | null, after: string[] = []): OutgoingMail {
  const hello = greet(wordsFor(to.language, 'mail'), oneLine(to.name));
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

const personal = (t: Words<'mail'>, again: boolean) => [t('coaching.personal'), ...(again ? [t('coaching.replaces')] : [])];

/** HR mailed an outside coach their personal link (a new one replaces the old). */
export function coachLinkMail(to: Addressee, companyName: string, token: string, appUrl: string, again: boolean): OutgoingMail {
  const t = wordsFor(to.language, 'mail');
  return compose(
    to,
    t('coaching.linkSubject', { company: companyName }),
    [t('coaching.linkAdded', { company: companyName }), t('coaching.linkWhere')],
    { url: coachLink(appUrl, token), label: t('coaching.openPage') },
    personal(t, again),
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
  const t = wordsFor(m.coach.language, 'mail');
  return compose(
    m.coach,
    t('coaching.requestSubject', { name: m.coachee }),
    [t('coaching.requestBody', { name: m.coachee, company: m.companyName, competencies: m.competencies.join(', ') }), t('coaching.requestWhere')],
    m.token ? { url: coachLink(appUrl, m.token), label: t('coaching.openPage') } : { url: myCoaching(appUrl), label: t('coaching.openCoachees') },
    m.token ? personal(t, true) : [],
  );
}

/** The coachee learns HR approved their request. */
export function coacheeApprovedMail(to: Addressee, coachName: string, appUrl: string): OutgoingMail {
  const t = wordsFor(to.language, 'mail');
  return compose(to, t('coaching.approvedSubject'), [t('coaching.approvedBody', { coach: coachName })], {
    url: myCoaching(appUrl),
    label: t('coaching.openCoaching'),
  });
}

/** The coachee learns HR declined their request, with HR's reason when given. */
export function coacheeDeclinedMail(to: Addressee, coachName: string, reason: string, appUrl: string): OutgoingMail {
  const t = wordsFor(to.language, 'mail');
  return compose(
    to,
    t('coaching.declinedSubject'),
    [
      t('coaching.declinedBody', { coach: coachName }),
      ...(reason.trim() ? [t('coaching.declinedReason', { reason: reason.trim() })] : []),
      t('coaching.askAgain'),
    ],
    { url: myCoaching(appUrl), label: t('coaching.openCoaching') },
  );
}

/**
 * One party ended the coaching: the other is told. An outside coach gets no link (theirs is not stored, only its
 * hash, and the one they hold still opens their page).
 */
export function coachingEndedMail(to: Addressee, endedBy: string, appUrl: string, signsIn: boolean): OutgoingMail {
  const t = wordsFor(to.language, 'mail');
  return compose(
    to,
    t('coaching.endedSubject'),
    [t('coaching.endedBody', { name: endedBy })],
    signsIn ? { url: myCoaching(appUrl), label: t('coaching.openCoaching') } : null,
  );
}
