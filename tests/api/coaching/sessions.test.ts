import ICAL from 'ical.js';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../server/db/schema';
import type { MailTransport } from '../../../server/mail/mail-transport';
import type { MailAttachment, OutgoingMail } from '../../../server/mail/outbox';
import { appWith } from '../helpers/app-with';
import { send } from '../helpers/employees';
import type { TestApp } from '../helpers/test-app';
import { byLink, engagementWorld, inDays, queuedEvents, signedIn, type EngagementWorld } from './engagement-world.fixtures';

/** Sessions of an engagement at both doors: invitations with their calendar files, reschedules, cancellations. */
const delivered: OutgoingMail[] = [];
const recorder: MailTransport = { deliver: async (mail) => void delivered.push(mail) };
const { t, world, other } = appWith({ world: engagementWorld, other: engagementWorld }, { transport: recorder });

/** What a calendar reads from the file. */
function calendar(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  const event = root.getFirstSubcomponent('vevent')!;
  return {
    method: root.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time | null)?.toJSDate().toISOString() ?? null,
    duration: event.getFirstPropertyValue('duration')?.toString() ?? null,
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    status: event.getFirstPropertyValue('status'),
    attendees: event.getAllProperties('attendee').map((p) =>
      String(p.getFirstValue())
        .replace(/^mailto:/i, '')
        .toLowerCase(),
    ),
  };
}

/** The mails stored after outbox row `after`, with their one attachment. */
async function mailsAfter(tt: TestApp, after: number) {
  const rows = await tt.db.select().from(outbox).where(gt(outbox.id, after)).orderBy(asc(outbox.id));
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, ics: (r.attachments as MailAttachment[] | null)?.[0] ?? null }));
}
async function lastMailId(tt: TestApp) {
  const [row] = await tt.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row?.id ?? 0;
}

const sessionsOf = (w: EngagementWorld) => signedIn(w.engagements.internal, 'sessions/');

describe('arranging a session', () => {
  it('by the coachee: 201, both parties mailed an invitation whose calendar file holds the start, sequence 0 and METHOD:REQUEST', async () => {
    const before = await lastMailId(t);
    const starts = inDays(t, 3);
    const res = await send(t, world.ana.session, 'POST', sessionsOf(world), { starts_at: starts, minutes: 90, location: 'Room 4' });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json();
    expect(session).toEqual({ id: expect.any(Number), starts_at: starts, minutes: 90, location: 'Room 4', status: 'scheduled' });

    const mails = await mailsAfter(t, before);
    expect(mails.map((m) => m.to).sort()).toEqual([world.ana.email, world.cora.email].sort());
    for (const mail of mails) {
      expect(mail.ics).toMatchObject({ filename: 'invite.ics', contentType: expect.stringContaining('text/calendar') });
      const cal = calendar(mail.ics!.content);
      expect(cal).toMatchObject({
        method: 'REQUEST',
        uid: `coaching-session-${session.id}@app.test`,
        sequence: 0,
        start: starts,
        location: 'Room 4',
        status: 'CONFIRMED',
      });
      expect(cal.summary).toBe(`Coaching: ${world.ana.name} with ${world.cora.name}`);
      expect(cal.attendees.sort()).toEqual([world.ana.email.toLowerCase(), world.cora.email.toLowerCase()].sort());
      expect(mail.text).toContain('90 minutes');
    }
    const events = await queuedEvents(t, world);
    expect(events.at(-1)).toMatchObject({
      type: 'coaching.session_scheduled',
      data: {
        engagement: world.engagements.internal,
        session: { id: session.id, starts_at: starts, location: 'Room 4', sequence: 0 },
        coachee: { id: world.ana.employeeId, name: world.ana.name },
        coach: { name: world.cora.name, kind: 'internal' },
      },
    });
  });

  it('hands the calendar file to the mail transport when the outbox delivers it', async () => {
    // The earlier tests' mails go out first: one still being delivered would land among this test's.
    await t.mailer.flush();
    delivered.length = 0;
    const res = await send(t, world.cora.session, 'POST', sessionsOf(world), { starts_at: inDays(t, 4), minutes: 60 });
    expect(res.statusCode, res.body).toBe(201);
    await t.mailer.flush();
    const mine = delivered.filter((m) => m.to === world.cora.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.attachments).toEqual([
      { filename: 'invite.ics', contentType: expect.stringContaining('method=REQUEST'), content: expect.stringContaining('BEGIN:VCALENDAR') },
    ]);
  });

  it('by the outside coach through their link: mailed at their own address, titled with their name', async () => {
    const before = await lastMailId(t);
    const res = await send(t, null, 'POST', byLink(world.olga.token, world.engagements.outside, 'sessions/'), {
      starts_at: inDays(t, 5),
      minutes: 45,
      location: 'https://meet.example/olga',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await mailsAfter(t, before);
    expect(mails.map((m) => m.to).sort()).toEqual([world.ben.email, world.olga.email].sort());
    const cal = calendar(mails[0]!.ics!.content);
    expect(cal.summary).toBe(`Coaching: ${world.ben.name} with ${world.olga.name}`);
    expect(cal.duration ?? cal.end).toBeTruthy();
  });

  it('refuses a time not in the future (400 at starts_at) and an engagement that is not active (409 to the coachee, 403 to the coach)', async () => {
    const past = await send(t, world.ana.session, 'POST', sessionsOf(world), { starts_at: inDays(t, -1), minutes: 60 });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toHaveProperty('starts_at');
    const ended = signedIn(world.engagements.ended, 'sessions/');
    const asCoachee = await send(t, world.ana.session, 'POST', ended, { starts_at: inDays(t, 2), minutes: 60 });
    expect(asCoachee.statusCode, asCoachee.body).toBe(409);
    const asCoach = await send(t, world.cora.session, 'POST', ended, { starts_at: inDays(t, 2), minutes: 60 });
    expect(asCoach.statusCode, asCoach.body).toBe(403);
  });
});

describe('rescheduling, cancelling and the calendar file', () => {
  it('a reschedule by the coach raises the sequence; a cancel by the coachee sends METHOD:CANCEL with the next sequence; both to both', async () => {
    const made = await send(t, world.ana.session, 'POST', sessionsOf(world), { starts_at: inDays(t, 6), minutes: 60, location: 'Room 1' });
    const id = made.json().id as number;
    let before = await lastMailId(t);
    const moved = inDays(t, 7, 14);
    const res = await send(t, world.cora.session, 'PUT', signedIn(world.engagements.internal, `sessions/${id}/`), {
      starts_at: moved,
      minutes: 30,
      location: 'Room 2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, starts_at: moved, minutes: 30, location: 'Room 2', status: 'scheduled' });
    let mails = await mailsAfter(t, before);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toContain('moved');
    expect(calendar(mails[0]!.ics!.content)).toMatchObject({ method: 'REQUEST', sequence: 1, start: moved, location: 'Room 2' });

    before = await lastMailId(t);
    const cancelled = await send(t, world.ana.session, 'POST', signedIn(world.engagements.internal, `sessions/${id}/cancel/`));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    mails = await mailsAfter(t, before);
    expect(mails.map((m) => m.to).sort()).toEqual([world.ana.email, world.cora.email].sort());
    expect(calendar(mails[0]!.ics!.content)).toMatchObject({
      method: 'CANCEL',
      sequence: 2,
      start: moved,
      status: 'CANCELLED',
      uid: `coaching-session-${id}@app.test`,
    });
    expect((await queuedEvents(t, world)).slice(-2).map((e) => e.type)).toEqual(['coaching.session_rescheduled', 'coaching.session_cancelled']);

    const again = await send(t, world.cora.session, 'POST', signedIn(world.engagements.internal, `sessions/${id}/cancel/`));
    expect(again.statusCode).toBe(409);
    const moveCancelled = await send(t, world.ana.session, 'PUT', signedIn(world.engagements.internal, `sessions/${id}/`), { starts_at: moved, minutes: 30 });
    expect(moveCancelled.statusCode).toBe(409);

    const file = await send(t, world.cora.session, 'GET', signedIn(world.engagements.internal, `sessions/${id}/ics/`));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="coaching-session-${id}.ics"`);
    expect(calendar(file.body)).toMatchObject({ method: 'CANCEL', sequence: 2 });
  });

  it('by link: the outside coach reschedules and cancels, and downloads the file', async () => {
    const link = (rest: string) => byLink(world.olga.token, world.engagements.outside, rest);
    const made = await send(t, world.ben.session, 'POST', signedIn(world.engagements.outside, 'sessions/'), { starts_at: inDays(t, 8), minutes: 60 });
    const id = made.json().id as number;
    const moved = inDays(t, 9);
    const res = await send(t, null, 'PUT', link(`sessions/${id}/`), { starts_at: moved, minutes: 60 });
    expect(res.statusCode, res.body).toBe(200);
    const file = await send(t, null, 'GET', link(`sessions/${id}/ics/`));
    expect(file.statusCode).toBe(200);
    expect(calendar(file.body)).toMatchObject({ method: 'PUBLISH', sequence: 1, start: moved });
    const before = await lastMailId(t);
    const cancelled = await send(t, null, 'POST', link(`sessions/${id}/cancel/`));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailsAfter(t, before);
    expect(mails.map((m) => m.to).sort()).toEqual([world.ben.email, world.olga.email].sort());
    expect(calendar(mails[1]!.ics!.content)).toMatchObject({ method: 'CANCEL', sequence: 2 });
  });
});

describe('whose sessions', () => {
  it('answers 404 for another company’s engagement, another engagement’s session, or an engagement the caller is not party to', async () => {
    const theirs = await send(t, other.ana.session, 'POST', sessionsOf(other), { starts_at: inDays(t, 3), minutes: 60 });
    const theirSession = theirs.json().id as number;
    const ours = await send(t, world.ana.session, 'POST', sessionsOf(world), { starts_at: inDays(t, 3), minutes: 60 });
    const ourSession = ours.json().id as number;
    const stored = await t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, other.ana.email));

    expect((await send(t, world.ana.session, 'POST', sessionsOf(other), { starts_at: inDays(t, 3), minutes: 60 })).statusCode).toBe(404);
    expect((await send(t, world.hr, 'POST', sessionsOf(world), { starts_at: inDays(t, 3), minutes: 60 })).statusCode).toBe(404);
    expect((await send(t, world.ben.session, 'GET', signedIn(world.engagements.internal, `sessions/${ourSession}/ics/`))).statusCode).toBe(404);
    expect((await send(t, world.ana.session, 'GET', signedIn(world.engagements.internal, `sessions/${theirSession}/ics/`))).statusCode).toBe(404);
    expect((await send(t, world.ana.session, 'POST', signedIn(world.engagements.internal, `sessions/${theirSession}/cancel/`))).statusCode).toBe(404);
    expect(
      (await send(t, other.cora.session, 'PUT', signedIn(world.engagements.internal, `sessions/${ourSession}/`), { starts_at: inDays(t, 4), minutes: 60 }))
        .statusCode,
    ).toBe(404);
    // An outside coach's link opens their own engagements only: not Ana's, not another company's.
    expect((await send(t, null, 'GET', byLink(world.olga.token, world.engagements.internal, `sessions/${ourSession}/ics/`))).statusCode).toBe(404);
    expect(
      (await send(t, null, 'POST', byLink(world.olga.token, other.engagements.outside, 'sessions/'), { starts_at: inDays(t, 3), minutes: 60 })).statusCode,
    ).toBe(404);
    expect(
      (await send(t, null, 'POST', byLink(other.olga.token, world.engagements.outside, 'sessions/'), { starts_at: inDays(t, 3), minutes: 60 })).statusCode,
    ).toBe(404);
    // Nothing was mailed by the refusals.
    expect(await t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, other.ana.email))).toEqual(stored);
  });
});
