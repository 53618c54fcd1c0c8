import { PRODUCT_NAME } from '../../schemas/product';
import type { Relationship } from '../../schemas/survey';
import type { OutgoingMail } from './mailer';
import { longDate } from './long-date';

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
function rateeInWords({ name, relationship }: RateeLine): string {
  switch (relationship) {
    case 'self':
      return 'Yourself (your self-assessment)';
    case 'manager':
      return `${name}, your direct report`;
    case 'direct_report':
      return `${name}, your manager`;
    case 'peer':
      return `${name}, a peer`;
    case 'other':
      return name;
  }
}

/** 2025-03-31 → 31 March 2025; dates carry no zone, so they are read and written in UTC. */

// A title is typed by an admin: a line break in it must not reach a mail header.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const hello = (name: string) => (name ? `Hello ${name},` : 'Hello,');

interface Parts {
  subject: string;
  /** HR's text, right after the greeting. */
  own?: string[];
  intro: string[];
  after: string[];
}

/** The layout of server/mail/messages.ts, with the list of ratees between intro and link. */
function compose(m: RaterMail, appUrl: string, { subject, own = [], intro, after }: Parts): OutgoingMail {
  const url = `${appUrl}/portrayal/user/survey-list?survey=${m.id}`;
  const lines = m.ratees.map(rateeInWords);
  const text = [hello(m.firstName), ...own, ...intro, lines.map((l) => `- ${l}`).join('\n'), 'Answer here:', url, ...after, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [
    `<p>${escape(hello(m.firstName))}</p>`,
    ...own.map((p) => `<p style="white-space:pre-line">${escape(p)}</p>`),
    ...intro.map((p) => `<p>${escape(p)}</p>`),
    `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`,
    `<p><a href="${escape(url)}">Open my surveys</a></p>`,
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
export function confidentialityInWords(m: Pick<RaterMail, 'ratees' | 'anonymityThreshold'>): string {
  const has = (r: Relationship) => m.ratees.some((x) => x.relationship === r);
  const named = [
    ...(has('self') ? ['your self-assessment is shown as yours'] : []),
    ...(has('manager') ? ["your ratings of your direct reports are shown as their manager's"] : []),
  ];
  const pooled = m.ratees.some((x) => x.relationship !== 'self' && x.relationship !== 'manager');
  const parts = [
    ...named,
    ...(pooled
      ? [
          `${named.length ? 'every other rating' : 'your ratings'} will be shown only pooled with those of at least ` +
            `${m.anonymityThreshold} raters, and never with your name (comments included)`,
        ]
      : []),
  ];
  return `How your answers appear, once the survey has closed: ${parts.join('; ')}.`;
}

/** The first mail about a survey, or (`more`) about ratees added to it after the first. */
export function surveyInvitationMail(m: RaterMail, appUrl: string, more = false): OutgoingMail {
  const period = `It is open from ${longDate(m.startDate)} until ${longDate(m.endDate)}.`;
  return compose(m, appUrl, {
    subject: `${more ? 'Please give more feedback' : 'Please give your feedback'}: ${oneLine(m.title)}`,
    own: paragraphsOf(m.invitationIntro),
    intro: [
      more
        ? `${m.companyName} now also asks for your feedback on more people in the survey "${m.title}". ${period}`
        : `${m.companyName} asks for your feedback in the survey "${m.title}". ${period}`,
      'Please give your feedback on:',
    ],
    after: [confidentialityInWords(m), 'You can save your answers as a draft and come back to them before you submit.'],
  });
}

/** A reminder lists only the ratees whose answers the rater has not submitted yet. */
export function surveyReminderMail(m: RaterMail, appUrl: string): OutgoingMail {
  return compose(m, appUrl, {
    subject: `Reminder: ${oneLine(m.title)}`,
    own: paragraphsOf(m.reminderIntro),
    intro: [`A reminder from ${m.companyName}: the survey "${m.title}" closes on ${longDate(m.endDate)}, and your answers are still missing for:`],
    after: ['Answers saved as a draft are kept: open the survey to finish and submit them.'],
  });
}
