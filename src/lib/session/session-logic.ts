import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine';
import type { CurrentUser } from '../../../machines/current-user';
import type { TokenAnswer } from '../../../schemas/auth';
import type { TwoFactorChallenge } from '../../../schemas/two-factor';
import type { SnapshotFrom } from 'xstate';
import { api } from '../api';
import { takeEarlyData } from '../early-requests';
import { clearToken, getToken, setToken } from '../token';

/** The session machine wired to the API and to localStorage. */
export const liveSessionMachine = sessionMachine.provide({
  actors: {
    obtainToken: fromPromise(({ input, signal }) => api.post<TokenAnswer | TwoFactorChallenge>('/auth/token/', input, { signal, redirectOn401: false })),
    verifyCode: fromPromise(({ input, signal }) => api.post<TokenAnswer>('/auth/two-factor/', input, { signal, redirectOn401: false })),
    loadUser: fromPromise(({ signal }) => api.get<CurrentUser>('/api/auth-user/', { signal })),
    // A session already ended elsewhere answers 401: nothing more to end, and no redirect mid-way.
    endSession: fromPromise(({ signal }) => api.post<void>('/auth/logout/', undefined, { signal, redirectOn401: false })),
  },
  actions: {
    storeToken: (_, params) => setToken(params.token),
    forgetToken: () => clearToken(),
  },
});

/**
 * Signed in with the user the page asked for as it opened (src/app/prepare-signed-in.ts), when
 * that answer is here already: the signed-in area draws at once, not after a loader.
 */
export function sessionOnArrival(): SnapshotFrom<typeof liveSessionMachine> | undefined {
  const user = takeEarlyData<CurrentUser>('/api/auth-user/', getToken());
  return user && liveSessionMachine.resolveState({ value: 'authenticated', context: { user, error: null, challenge: null } });
}
