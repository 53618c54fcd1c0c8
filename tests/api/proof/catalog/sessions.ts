import type { Cell, Endpoint } from './types';
import { fresh } from '../world/fresh';

/** Another session of the actor's own account: ending it leaves the actor signed in for the rest of the suites. */
async function spareSession(c: Cell): Promise<{ headers?: Record<string, string>; id: string }> {
  const token = c.actor.headers.authorization?.split(' ')[1];
  const claims = c.actor.signedIn && token ? await c.w.t.app.jwt.verify(token) : null;
  if (!claims) return { id: 'no-such-session' };
  const spare = await c.w.t.app.issueToken({ userId: claims.userId, version: claims.version }, { userAgent: 'spare', ip: '127.0.0.1' });
  return { headers: { authorization: `JWT ${spare}` }, id: (await c.w.t.app.jwt.verify(spare))!.sessionId };
}

/**
 * Signing out and the list of one's sessions: each acts on the caller's own sessions only (a
 * session of someone else answers 404: tests/api/account/sessions.test.ts), so nothing is named.
 */
export const sessionEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/auth/logout/',
    access: { who: 'signed-in' },
    ok: 204,
    names: 'nothing',
    request: async (c) => ({ url: '/auth/logout/', headers: (await spareSession(c)).headers }),
  },
  { method: 'GET', path: '/api/sessions/', access: { who: 'signed-in' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/sessions/' }) },
  {
    method: 'DELETE',
    path: '/api/sessions/{id}/',
    access: { who: 'signed-in' },
    ok: 204,
    names: 'nothing',
    request: async (c) => ({ url: `/api/sessions/${(await spareSession(c)).id}/` }),
  },
  {
    // Every session of the caller ends, the actor's own included: a new member stands in for a signed-in actor.
    method: 'DELETE',
    path: '/api/sessions/',
    access: { who: 'signed-in' },
    ok: 204,
    names: 'nothing',
    request: async (c) => ({ url: '/api/sessions/', headers: c.actor.signedIn ? (await fresh.member(c.w.t, c.w.own)).headers : undefined }),
  },
];
