import type { FastifyInstance } from 'fastify';
import type { CoachingSession, SessionInput } from '../../../schemas/coaching';
import type { Db } from '../../db/db-type';
import { conflicting, done, invalid, missing, type Outcome } from '../../http/outcome';
import { sessionCalendar, sessionMails, type SessionChange, type SessionInvitation } from '../../mail/coaching-session-messages';
import { outboxRepository, type StoredMail } from '../../mail/outbox';
import { COACHING_SESSION_WORDS } from '../messages';
import type { EngagementPeople } from '../queries/engagement-people';
import { insertSession, lockSession, readSession, sessionView, updateSession, type SessionRow } from '../queries/sessions';
import { queueWebhookEvent } from '../queries/webhook-events';
import type { Party } from '../rules/party';
import { arrangeRefusal, startRefusal } from '../rules/sessions';
import { engagementData, peopleOf } from './engagement-context';

type Services = FastifyInstance;

const invitationOf = (people: EngagementPeople, s: SessionRow): SessionInvitation => ({
  session: { id: s.id, startsAt: s.starts_at, minutes: s.minutes, location: s.location, sequence: s.sequence },
  coachee: { name: people.coachee_name, email: people.coachee_email, language: people.coachee_language },
  coach: { name: people.coach_name, email: people.coach_email, organisation: people.organisation, language: people.coach_language },
  company: people.company,
});

/** Both parties' mails with the calendar file, and the webhook event, in the transaction of the change. */
async function announce(services: Services, tx: Db, change: SessionChange, people: EngagementPeople, s: SessionRow, now: Date): Promise<StoredMail[]> {
  const outbox = outboxRepository(tx);
  const mails: StoredMail[] = [];
  for (const mail of sessionMails(change, invitationOf(people, s), services.config.appUrl, services.config.mailFrom)) {
    mails.push(await outbox.store(mail, { companyId: people.company_id }));
  }
  await queueWebhookEvent(
    tx,
    people.company_id,
    `coaching.session_${change}`,
    { ...engagementData(people), session: { ...sessionView(s), sequence: s.sequence } },
    now,
  );
  return mails;
}

const values = (input: SessionInput) => ({ startsAt: new Date(input.starts_at), minutes: input.minutes, location: input.location ?? '' });

/** Either party arranges a session of an active engagement: both are mailed an invitation. */
export async function scheduleSession(services: Services, party: Party, input: SessionInput): Promise<Outcome<CoachingSession>> {
  const refusal = arrangeRefusal(party);
  if (refusal) return conflicting(refusal);
  const now = services.now();
  const write = values(input);
  const past = startRefusal(write.startsAt, now);
  if (past) return invalid(past);
  const { company_id: companyId, id } = party.engagement;
  const { session, mails } = await services.db.transaction(async (tx) => {
    const session = await insertSession(tx, companyId, id, write, now);
    return { session, mails: await announce(services, tx, 'scheduled', await peopleOf(tx, party), session, now) };
  });
  services.mailer.deliverStored(mails);
  return done(sessionView(session));
}

/** A change to a session (a new time, or its cancellation) in one transaction: the row locked, then mailed and queued. */
async function change(
  services: Services,
  party: Party,
  sessionId: number,
  kind: Exclude<SessionChange, 'scheduled'>,
  write: ReturnType<typeof values> | null,
): Promise<Outcome<CoachingSession>> {
  const now = services.now();
  const { company_id: companyId, id } = party.engagement;
  const answer = await services.db.transaction(async (tx): Promise<Outcome<{ session: SessionRow; mails: StoredMail[] }>> => {
    const found = await lockSession(tx, companyId, id, sessionId);
    if (!found) return missing();
    if (found.status === 'cancelled') return conflicting(COACHING_SESSION_WORDS.cancelled);
    const session = await updateSession(tx, found.id, write ?? { status: 'cancelled' }, now);
    return done({ session, mails: await announce(services, tx, kind, await peopleOf(tx, party), session, now) });
  });
  if (!answer.ok) return answer;
  services.mailer.deliverStored(answer.value.mails);
  return done(sessionView(answer.value.session));
}

/** A new time for a session: the invitation's sequence goes up, so calendars move the event they have. */
export async function rescheduleSession(services: Services, party: Party, sessionId: number, input: SessionInput): Promise<Outcome<CoachingSession>> {
  const refusal = arrangeRefusal(party);
  if (refusal) return conflicting(refusal);
  const write = values(input);
  const past = startRefusal(write.startsAt, services.now());
  if (past) return invalid(past);
  return change(services, party, sessionId, 'rescheduled', write);
}

/** Either party cancels a session, even of an engagement that has ended (its sessions still stand in calendars). */
export const cancelSession = (services: Services, party: Party, sessionId: number) => change(services, party, sessionId, 'cancelled', null);

/** The session as a calendar file to add by hand (a cancelled one as its cancellation). */
export async function sessionFile(services: Services, party: Party, sessionId: number): Promise<Outcome<{ filename: string; body: string }>> {
  const session = await readSession(services.db, party.engagement.company_id, party.engagement.id, sessionId);
  if (!session) return missing();
  const people = await peopleOf(services.db, party);
  const method = session.status === 'cancelled' ? 'CANCEL' : 'PUBLISH';
  const body = sessionCalendar(invitationOf(people, session), services.config.appUrl, services.config.mailFrom, method);
  return done({ filename: `coaching-session-${session.id}.ics`, body });
}
