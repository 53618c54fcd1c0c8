import { fromPromise } from 'xstate';
import { changePasswordMachine, profileUpdateMachine } from '../../../machines/flows';
import { signedInSessionsMachine } from '../../../machines/signed-in-sessions.machine';
import { setToken } from '../../lib/token';
import { accountApi } from './account-api';

export const liveProfileUpdateFlow = profileUpdateMachine.provide({
  actors: {
    request: fromPromise(({ input, signal }) => accountApi.updateProfile(input.id, input.changes, { signal })),
  },
});

export const liveChangePasswordFlow = changePasswordMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const answer = await accountApi.changePassword(input, { signal });
      // The change voids every issued token: keep the fresh one or be signed out.
      if (answer?.token) setToken(answer.token);
      return answer;
    }),
  },
});

export const liveSignedInSessions = signedInSessionsMachine.provide({
  actors: {
    list: fromPromise(({ signal }) => accountApi.sessions({ signal })),
    endOne: fromPromise(({ input, signal }) => accountApi.endSession(input, { signal })),
    endAll: fromPromise(({ signal }) => accountApi.endAllSessions({ signal })),
  },
});
