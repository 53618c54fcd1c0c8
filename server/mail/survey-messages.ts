import { translated } from '../../schemas/content-translations';
import type { Language } from '../../schemas/language';
import type { IntroTranslations } from '../../schemas/survey-mail-settings';
import { PRODUCT_NAME } from '../../schemas/product';
import type { Relationship } from '../../schemas/survey';
import { wordsFor, type Words } from '../i18n/words';
import type { OutgoingMail } from './mailer';
import { longDate } from './long-date';
import { hello } from './messages';

/** Whom one rater is asked about: never who else rates them, which would break anonymity. */
export interface RateeLine {
  name: string;
  relationship: Relationship;
}

/** One rater's mail about one survey: everything the invitation and the reminder say. */
export interface RaterMail {
  /** The survey's id: the link opens the rater's list at this survey. */
  id: number;
  email: string;
  firstName: string;
  companyName: string;
  title: string;
  startDate: string;
  endDate: string;
  anonymityThreshold: number;
  ratees: RateeLine[];
  /** HR's own words for this survey's invitations and reminders (plain text; empty for none). */
  invitationIntro?: string;
  reminderIntro?: string;
  /** HR's intros in other languages: a rater reads the one in their language, else the survey's own. */
  introTranslations?: IntroTranslations;
  /** The rater's language (server/i18n/recipient-language.ts). */
  language: Language;
}

/** HR's text as paragraphs: a blank line starts a new one, a single line break stays one. */
const paragraphsOf = (intro = '') =>
  intro
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The relationship is what the rater is to the ratee: a rater who is the ratee's manager
 * rates "your direct report", one who reports to the ratee rates "your manager".
 */
function rateeInWords(t: Words<'mail'>, { name, relationship }: RateeLine): string {
  switch (relationship) {
    case 'self':
      return t('rater.self');
    case 'manager':
      return t('rater.ofManager', { name });
    case 'direct_report':
      return t('rater.ofDirectReport', { name });
    case 'peer':
      return t('rater.ofPeer', { name });
    case 'other':
      return name;
  }
}

// A title is typed by an admin: a line break in it must not reach a mail header.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

interface Parts {
  subject: string;
  /** HR's text, right after the greeting. */
  own?: string[];
  intro: string[];
  after: string[];
}

/** The layout of server/mail/messages.ts, with the list of ratees between intro and link. */
function compose(m: RaterMail, appUrl: string, t: Words<'mail'>, { subject, own = [], intro, after }: Parts): OutgoingMail {
  const url = `${appUrl}/portrayal/user/survey-list?survey=${m.id}`;
  const lines = m.ratees.map((r) => rateeInWords(t, r));
  const greeting = hello(t, m.firstName);
  const text = [greeting, ...own, ...intro, lines.map((l) => `- ${l}`).join('\n'), t('rater.answerHere'), url, ...after, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...own.map((p) => `<p style="white-space:pre-line">${escape(p)}</p>`),
    ...intro.map((p) => `<p>${escape(p)}</p>`),
    `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`,
    `<p><a href="${escape(url)}">${escape(t('rater.openSurveys'))}</a></p>`,
    `<p style="color:#666">${escape(url)}</p>`,
    ...after.map((p) => `<p>${escape(p)}</p>`),
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to: m.email, subject, text, html };
}

/**
 * How the rater's answers will appear, in one sentence fitted to whom they rate: a
 * self-assessment and a manager's ratings are shown as such; every other rating only pooled.
 */
export function confidentialityInWords(m: Pick<RaterMail, 'ratees' | 'anonymityThreshold' | 'language'>): string {
  const t = wordsFor(m.language, 'mail');
  const has = (r: Relationship) => m.ratees.some((x) => x.relationship === r);
  const named = [...(has('self') ? [t('rater.selfShown')] : []), ...(has('manager') ? [t('rater.managerShown')] : [])];
  const pooled = m.ratees.some((x) => x.relationship !== 'self' && x.relationship !== 'manager');
  const count = m.anonymityThreshold;
  const parts = [...named, ...(pooled ? [named.length ? t('rater.othersPooled', { count }) : t('rater.allPooled', { count })] : [])];
  return t('rater.confidentiality', { parts: parts.join('; ') });
}

/** The first mail about a survey, or (`more`) about ratees added to it after the first. */
export function surveyInvitationMail(m: RaterMail, appUrl: string, more = false): OutgoingMail {
  const t = wordsFor(m.language, 'mail');
  const values = { company: m.companyName, title: m.title, start: longDate(m.startDate, m.language), end: longDate(m.endDate, m.language) };
  return compose(m, appUrl, t, {
    subject: more ? t('invitation.subjectMore', { title: oneLine(m.title) }) : t('invitation.subject', { title: oneLine(m.title) }),
    own: paragraphsOf(translated(m.invitationIntro ?? '', m.introTranslations, m.language, 'invitation_intro')),
    intro: [more ? t('invitation.asksMore', values) : t('invitation.asks', values), t('invitation.on')],
    after: [confidentialityInWords(m), t('invitation.draft')],
  });
}

/** A reminder lists only the ratees whose answers the rater has not submitted yet. */
export function surveyReminderMail(m: RaterMail, appUrl: string): OutgoingMail {
  const t = wordsFor(m.language, 'mail');
  return compose(m, appUrl, t, {
    subject: t('reminder.subject', { title: oneLine(m.title) }),
    own: paragraphsOf(translated(m.reminderIntro ?? '', m.introTranslations, m.language, 'reminder_intro')),
    intro: [t('reminder.missing', { company: m.companyName, title: m.title, end: longDate(m.endDate, m.language) })],
    after: [t('reminder.draft')],
  });
}
