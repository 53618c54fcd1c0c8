import type { FastifyInstance } from 'fastify';

/** A session's last_seen_at is written at most this often: signed-in requests do not each write a row. */
const LAST_SEEN_EVERY_MS = 60_000;
/** Sessions this process remembers writing for; past it the oldest is forgotten (and written again when seen). */
const REMEMBERED = 10_000;

/**
 * When this process last recorded each session as seen. The update itself is conditional
 * too (sessions.ts `touch`), so several processes seeing one session still write it at
 * most once a minute between them.
 */
export function sessionSightings(app: FastifyInstance, clock: () => Date) {
  const written = new Map<string, number>();
  return {
    async seen(sessionId: string, ip: string): Promise<void> {
      const now = clock();
      const last = written.get(sessionId);
      if (last !== undefined && now.getTime() - last < LAST_SEEN_EVERY_MS) return;
      written.delete(sessionId);
      if (written.size >= REMEMBERED) written.delete(written.keys().next().value!);
      written.set(sessionId, now.getTime());
      await app.sessions.touch(sessionId, ip, now, LAST_SEEN_EVERY_MS);
    },
  };
}
