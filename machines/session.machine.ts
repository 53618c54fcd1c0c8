import { assign, fromPromise, setup } from 'xstate';
import type { Login, TokenAnswer } from '../schemas/auth';
import type { CurrentUser } from './current-user';
import { toFailure, type Failure } from './failure';

export interface SessionContext {
  user: CurrentUser | null;
  error: Failure | null;
}

export type SessionEvent =
  | { type: 'signIn'; credentials: Login }
  /** The signed-in area asks for the current user (a token is stored, the user is not known yet). */
  | { type: 'load' }
  /** Re-reads the current user after a change (profile update) without leaving `authenticated`. */
  | { type: 'refresh' }
  | { type: 'signOut' }
  | { type: 'clearErrors' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`session: the "${name}" actor is not provided`);
};

/**
 * The session: loading, then authenticated (token stored) or
 * failed. Storing and forgetting the token are actions the app provides, so this chart
 * stays free of browser storage and can be replayed in tests and stories.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    obtainToken: fromPromise<TokenAnswer, Login>(notProvided('obtainToken')),
    loadUser: fromPromise<CurrentUser, void>(notProvided('loadUser')),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    storeUser: assign({ user: (_, params: { user: CurrentUser }) => params.user }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    forgetUser: assign({ user: null, error: null }),
  },
}).createMachine({
  id: 'session',
  initial: 'idle',
  context: { user: null, error: null },
  on: {
    signOut: { target: '.idle', actions: ['forgetToken', 'forgetUser'] },
  },
  states: {
    idle: {
      on: { signIn: 'authenticating', load: 'loadingUser' },
    },
    authenticating: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'obtainToken',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'signIn' }>).credentials,
        onDone: { target: 'loadingUser', actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingUser: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadUser',
        onDone: { target: 'authenticated', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    authenticated: {
      on: { refresh: 'refreshing', signIn: 'authenticating' },
    },
    refreshing: {
      // Not 'busy': the signed-in area keeps showing the known user meanwhile.
      tags: ['refreshing'],
      invoke: {
        src: 'loadUser',
        onDone: { target: 'authenticated', actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) } },
        // A failed re-read keeps the user we know; a 401 is handled by the API client.
        onError: { target: 'authenticated' },
      },
    },
    failed: {
      on: {
        signIn: 'authenticating',
        load: 'loadingUser',
        clearErrors: { target: 'idle', actions: 'clearError' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionStatus = 'idle' | 'authenticating' | 'loadingUser' | 'authenticated' | 'refreshing' | 'failed';
