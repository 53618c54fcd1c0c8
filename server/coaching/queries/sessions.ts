import { sql } from 'drizzle-orm';
import type { CoachingSession, SessionStatus } from '../../../schemas/coaching';
import type { Db } from '../../db/db-type';
import { isoTime, rowsOf, timestampParam } from '../../db/sql';

/** A session as stored: what the API answers, and the sequence its calendar invitations carry. */
export interface SessionRow {
  id: number;
  engagement_id: number;
  starts_at: Date;
  minutes: number;
  location: string;
  status: SessionStatus;
  sequence: number;
}

type Raw = Omit<SessionRow, 'starts_at'> & { starts_at: Date | string };
const COLUMNS = sql`id, engagement_id, starts_at, minutes, location, status, sequence`;
const rows = (result: unknown): SessionRow[] => rowsOf<Raw>(result).map((r) => ({ ...r, starts_at: new Date(r.starts_at) }));

export const sessionView = (s: SessionRow): CoachingSession => ({
  id: s.id,
  starts_at: isoTime(s.starts_at),
  minutes: s.minutes,
  location: s.location,
  status: s.status,
});

export interface SessionWrite {
  startsAt: Date;
  minutes: number;
  location: string;
}

export async function insertSession(db: Db, companyId: number, engagementId: number, s: SessionWrite, now: Date): Promise<SessionRow> {
  return rows(
    await db.execute(sql`insert into coaching_sessions (company_id, engagement_id, starts_at, minutes, location, created_at, updated_at)
      values (${companyId}, ${engagementId}, ${timestampParam(s.startsAt)}, ${s.minutes}, ${s.location}, ${timestampParam(now)}, ${timestampParam(now)})
      returning ${COLUMNS}`),
  )[0]!;
}

/** The session of this engagement, locked for the caller's transaction (two reschedules take turns); null if not there. */
export async function lockSession(db: Db, companyId: number, engagementId: number, sessionId: number): Promise<SessionRow | null> {
  return (
    rows(
      await db.execute(sql`select ${COLUMNS} from coaching_sessions
        where company_id = ${companyId} and engagement_id = ${engagementId} and id = ${sessionId} for update`),
    )[0] ?? null
  );
}

export async function readSession(db: Db, companyId: number, engagementId: number, sessionId: number): Promise<SessionRow | null> {
  return (
    rows(
      await db.execute(sql`select ${COLUMNS} from coaching_sessions
        where company_id = ${companyId} and engagement_id = ${engagementId} and id = ${sessionId}`),
    )[0] ?? null
  );
}

/** A new time (or a cancellation): the sequence goes up, so calendars take it as the newer version of the same event. */
export async function updateSession(db: Db, id: number, change: SessionWrite | { status: 'cancelled' }, now: Date): Promise<SessionRow> {
  const set =
    'status' in change
      ? sql`status = 'cancelled'`
      : sql`starts_at = ${timestampParam(change.startsAt)}, minutes = ${change.minutes}, location = ${change.location}, status = 'scheduled'`;
  return rows(
    await db.execute(sql`update coaching_sessions set ${set}, sequence = sequence + 1, updated_at = ${timestampParam(now)}
      where id = ${id} returning ${COLUMNS}`),
  )[0]!;
}

/** An engagement's sessions, earliest first. */
export async function sessionsOf(db: Db, companyId: number, engagementId: number): Promise<SessionRow[]> {
  return rows(
    await db.execute(sql`select ${COLUMNS} from coaching_sessions where company_id = ${companyId} and engagement_id = ${engagementId}
      order by starts_at, id`),
  );
}
