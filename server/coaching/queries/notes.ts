import { sql } from 'drizzle-orm';
import type { CoachingNote } from '../../../schemas/coaching';
import type { Db } from '../../db/db-type';
import { isoTime, rowsOf, timestampParam } from '../../db/sql';

type Raw = Omit<CoachingNote, 'created_at'> & { created_at: Date | string };
const notes = (result: unknown): CoachingNote[] => rowsOf<Raw>(result).map((n) => ({ ...n, created_at: isoTime(n.created_at) }));

/** The session is one of this engagement's (a note or an action may name the session it came from). */
export async function isSessionOf(db: Db, companyId: number, engagementId: number, sessionId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from coaching_sessions where company_id = ${companyId} and engagement_id = ${engagementId} and id = ${sessionId}`,
  );
  return rowsOf(result).length > 0;
}

export async function insertNote(
  db: Db,
  companyId: number,
  engagementId: number,
  note: { author: CoachingNote['author']; body: string; session: number | null },
  now: Date,
): Promise<CoachingNote> {
  return notes(
    await db.execute(sql`insert into coaching_notes (company_id, engagement_id, session_id, author, body, created_at)
      values (${companyId}, ${engagementId}, ${note.session}, ${note.author}, ${note.body}, ${timestampParam(now)})
      returning id, author, session_id as session, body, created_at`),
  )[0]!;
}

/** An engagement's notes, oldest first: read only by its two parties. */
export async function notesOf(db: Db, companyId: number, engagementId: number): Promise<CoachingNote[]> {
  return notes(
    await db.execute(sql`select id, author, session_id as session, body, created_at from coaching_notes
      where company_id = ${companyId} and engagement_id = ${engagementId} order by id`),
  );
}
