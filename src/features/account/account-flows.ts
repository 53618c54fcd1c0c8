import { fromPromise } from 'xstate';
import type { ChangePasswordAnswer } from '../../../schemas/answers';
import { changePasswordMachine, profileUpdateMachine } from '../../../machines/flows';
import { signedInSessionsMachine } from '../../../machines/signed-in-sessions.machine';
import type { SignedInSession } from '../../../schemas/session';
import type { CurrentUser } from '../../../machines/current-user';
import { api } from '../../lib/api';
import { setToken } from '../../lib/token';

export const liveProfileUpdateFlow = profileUpdateMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => api.patch<CurrentUser>(`/api/users/${input.id}/`, input.changes, { signal })),
  },
});

export const liveChangePasswordFlow = changePasswordMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const answer = await api.put<ChangePasswordAnswer>('/api/change-password/', input, { signal });
      // The change voids every issued token: keep the fresh one or be signed out.
      if (answer?.token) setToken(answer.token);
      return answer;
    }),
  },
});

export const liveSignedInSessions = signedInSessionsMachine.provide({
  actors: {
    list: fromPromise(({ signal }) => api.get<SignedInSession[]>('/api/sessions/', { signal })),
    endOne: fromPromise(({ input, signal }) => api.delete<void>(`/api/sessions/${encodeURIComponent(input)}/`, { signal })),
    endAll: fromPromise(({ signal }) => api.delete<void>('/api/sessions/', { signal })),
  },
});
