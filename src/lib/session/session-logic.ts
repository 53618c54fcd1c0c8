import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine';
import type { CurrentUser } from '../../../machines/current-user';
import type { TokenAnswer } from '../../../schemas/auth';
import { api } from '../api';
import { clearToken, setToken } from '../token';

/** The session machine wired to the API and to localStorage. */
export const liveSessionMachine = sessionMachine.provide({
  actors: {
    obtainToken: fromPromise(({ input, signal }) =>
      api.post<TokenAnswer>('/auth/token/', input, { signal, redirectOn401: false })),
    loadUser: fromPromise(({ signal }) => api.get<CurrentUser>('/api/auth-user/', { signal })),
  },
  actions: {
    storeToken: (_, params) => setToken(params.token),
    forgetToken: () => clearToken(),
  },
});
