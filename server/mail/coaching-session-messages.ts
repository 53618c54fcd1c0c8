import { createEvent, type EventAttributes } from 'ics';
import type { Language } from '../../schemas/language';
import { PRODUCT_NAME } from '../../schemas/product';
import { wordsFor } from '../i18n/words';
import { hello } from './messages';
import type { MailAttachment, OutgoingMail } from './outbox';

export type SessionChange = 'scheduled' | 'rescheduled' | 'cancelled';

/** One coaching session as its invitation states it. */
export interface SessionInvitation {
  session: { id: number; startsAt: Date; minutes: number; location: string; sequence: number };
  /** Each party's language: their profile's, else the company's (server/i18n/recipient-language.ts). */
  coachee: { name: string; email: string; language: Language };
  coach: { name: string; email: string; organisation: string; language: Language };
  company: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const whenOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
};
const whens = new Map<Language, Intl.DateTimeFormat>();

/**
 * "Tuesday 1 December 2026 at 10:00 UTC", "Dienstag, 1. Dezember 2026 um 10:00 UTC": the same moment for both
 * parties, whatever their time zone (the calendar file converts).
 */
export function sessionTime(at: Date, language: Language): string {
  let when = whens.get(language);
  if (!when) whens.set(language, (when = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, whenOptions)));
  return wordsFor(language, 'mail')('session.at', { time: when.format(at) });
}

/** The calendar event's own words stay English: both parties share one file. */
export const sessionTitle = (inv: SessionInvitation) => oneLine(`Coaching: ${inv.coachee.name} with ${inv.coach.name}`);

/** The address in MAIL_FROM ("Name <a@b>" or "a@b"): the invitation's organizer, so neither party "owns" the event. */
const addressOf = (from: string) => {
  const open = from.lastIndexOf('<');
  const close = from.lastIndexOf('>');
  return open >= 0 && close > open ? from.slice(open + 1, close).trim() : from.trim();
};

/**
 * The session as an iCalendar file. The uid is stable per session and the sequence goes up with each change, so a
 * calendar replaces the event it has (REQUEST) or removes it (CANCEL) instead of adding another. Times in UTC.
 * `method` PUBLISH is a download to add by hand.
 */
export function sessionCalendar(inv: SessionInvitation, appUrl: string, mailFrom: string, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const { session } = inv;
  const cancelled = method === 'CANCEL';
  const event: EventAttributes = {
    uid: `coaching-session-${session.id}@${new URL(appUrl).hostname}`,
    sequence: session.sequence,
    method,
    productId: PRODUCT_NAME,
    start: session.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(session.minutes / 60), minutes: session.minutes % 60 },
    title: sessionTitle(inv),
    description: `A coaching session of ${inv.company}, arranged in ${PRODUCT_NAME}.`,
    ...(session.location && { location: oneLine(session.location) }),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: PRODUCT_NAME, email: addressOf(mailFrom) },
    attendees: [
      { name: oneLine(inv.coachee.name), email: inv.coachee.email, rsvp: true, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' },
      { name: oneLine(inv.coach.name), email: inv.coach.email, rsvp: true, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar file was not made.');
  return value;
}

const SUBJECTS = { scheduled: 'session.scheduledSubject', rescheduled: 'session.rescheduledSubject', cancelled: 'session.cancelledSubject' } as const;

/** The invitation, update or cancellation for one party, with the calendar file attached. */
function partyMail(
  change: SessionChange,
  inv: SessionInvitation,
  to: { name: string; email: string; language: Language },
  other: string,
  ics: MailAttachment,
): OutgoingMail {
  const t = wordsFor(to.language, 'mail');
  const { session } = inv;
  const time = sessionTime(session.startsAt, to.language);
  const name = oneLine(other);
  const body =
    change === 'cancelled'
      ? [t('session.cancelled', { name, time }), t('session.removesFromCalendar')]
      : [
          t(change === 'scheduled' ? 'session.scheduled' : 'session.rescheduled', { name, time, minutes: session.minutes }),
          ...(session.location ? [t('session.where', { location: oneLine(session.location) })] : []),
          t('session.addsToCalendar'),
        ];
  const greeting = hello(t, oneLine(to.name));
  const text = [greeting, ...body, `— ${PRODUCT_NAME}`].join('\n\n');
  const html = [`<p>${escape(greeting)}</p>`, ...body.map((p) => `<p>${escape(p)}</p>`), `<p>— ${PRODUCT_NAME}</p>`].join('\n');
  return { to: to.email, subject: t(SUBJECTS[change], { time }), text, html, attachments: [ics] };
}

/** Both parties' mails for a session's change: coach and coachee each get the same calendar file. */
export function sessionMails(change: SessionChange, inv: SessionInvitation, appUrl: string, mailFrom: string): OutgoingMail[] {
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics: MailAttachment = {
    filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: sessionCalendar(inv, appUrl, mailFrom, method),
  };
  const coachName = inv.coach.organisation ? `${inv.coach.name} (${inv.coach.organisation})` : inv.coach.name;
  return [partyMail(change, inv, inv.coachee, coachName, ics), partyMail(change, inv, inv.coach, inv.coachee.name, ics)];
}
