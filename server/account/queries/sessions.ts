import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { sessions, users } from '../../db/schema';

interface SessionRow {
  id: string;
  userAgent: string;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Where and until when a new session is: the browser's words, the client address, its JWT's expiry. */
export interface SessionOrigin {
  userAgent: string;
  ip: string;
  expiresAt: Date;
}
type NewSession = SessionOrigin & { userId: number };

/** Long enough to keep a browser's own words, short enough that a header cannot fill the table. */
const USER_AGENT_CHARS = 512;
/** How long an ended session's row stays (its JWT expired long before), then goes with the next sign-in. */
const KEPT_AFTER_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** A session id: 128 random bits. It only names the row; the JWT's signature is what proves it. */
const newSessionId = () => randomBytes(16).toString('base64url');

/** For the principal's statement: session `sid` of the users row it reads is neither revoked nor expired at `now`. */
export const liveSession = (sid: Placeholder, now: Placeholder): SQL => sql`exists (select 1 from ${sessions} s
  where s.id = ${sid} and s.user_id = ${users.id} and s.revoked_at is null and s.expires_at > ${now}::timestamptz)`;

/** A new session row in the caller's transaction, the user's long-dead rows pruned so the table does not grow without bound. */
export async function openSession(db: Db, s: NewSession, now: Date): Promise<string> {
  await db.delete(sessions).where(and(eq(sessions.userId, s.userId), lt(sessions.expiresAt, new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS))));
  const [row] = await db
    .insert(sessions)
    .values({
      id: newSessionId(),
      userId: s.userId,
      userAgent: s.userAgent.slice(0, USER_AGENT_CHARS),
      ip: s.ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: s.expiresAt,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/** Revokes every live session of `userId`, in the caller's transaction when given one. */
export async function endSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The rows behind signed-in JWTs (server/plugins/auth.ts): opened at sign-in, revoked by
 * signing out; a revoked row changes the principal's stamp, so every process's cache meets it.
 */
export function sessionsRepository(db: Db) {
  const live = (userId: number, now: Date) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

  return {
    /** A new session; `login`: a sign-in, recorded as the user's last login in the same transaction. */
    open: (s: NewSession, now: Date, { login = false } = {}): Promise<string> =>
      db.transaction(async (tx) => {
        const id = await openSession(tx, s, now);
        if (login) await tx.update(users).set({ lastLogin: now }).where(eq(users.id, s.userId));
        return id;
      }),

    /** The user's live sessions, the most recently seen first. */
    list: (userId: number, now: Date): Promise<SessionRow[]> =>
      db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(live(userId, now))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),

    /** Ends one of the user's own live sessions; false when it is not theirs or not live (404 either way). */
    async revoke(userId: number, id: string, now: Date): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), live(userId, now)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    revokeAll: (userId: number, now: Date) => endSessions(db, userId, now),

    /** Last seen now, from `ip`, unless it was seen within `withinMs` (then nothing is written). */
    async touch(id: string, ip: string, now: Date, withinMs: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, ip })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), lt(sessions.lastSeenAt, new Date(now.getTime() - withinMs))));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
