import type { Principal } from './principal';

interface CachedPrincipal {
  principal: Principal;
  /** What it was read from (server/account/queries/principal-stamp.ts). */
  stamp: string;
}

/** Signed-in users this process remembers; past it the oldest is forgotten. */
const CACHED_PRINCIPALS = 10_000;

/**
 * The principals this process last read, by session id. Never trusted on its own: a route may
 * use one only if its own statement reads the current stamp too and it is the same
 * (principal-in-query.ts), so a change made through any process applies on the next request.
 */
export function principalCache() {
  const cached = new Map<string, CachedPrincipal>();
  return {
    get: (sessionId: string) => cached.get(sessionId),
    set(sessionId: string, entry: CachedPrincipal) {
      cached.delete(sessionId);
      if (cached.size >= CACHED_PRINCIPALS) cached.delete(cached.keys().next().value!);
      cached.set(sessionId, entry);
    },
    delete: (sessionId: string) => void cached.delete(sessionId),
  };
}
