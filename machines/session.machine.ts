import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Login, TokenAnswer } from '../schemas/auth';
import type { TwoFactorChallenge, TwoFactorSignIn } from '../schemas/two-factor';
import type { CurrentUser } from './current-user';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** POST /auth/token/: a token, or with two-factor sign-in on, a challenge for the code step. */
export type SignInAnswer = TokenAnswer | TwoFactorChallenge;

export interface SessionContext {
  user: CurrentUser | null;
  error: Failure | null;
  /** The password step's proof while the two-factor code is asked for (two-factor sign-in on). */
  challenge: string | null;
}

export type SessionEvent =
  | { type: 'signIn'; credentials: Login }
  /** The second step of a two-factor sign-in: the app's code or a recovery code. */
  | { type: 'submitCode'; code: string }
  /** Back to the password step (another account, or no code at hand). */
  | { type: 'cancelCode' }
  /** The signed-in area asks for the current user (a token is stored, the user is not known yet). */
  | { type: 'load' }
  /** Re-reads the current user after a change (profile update) without leaving `authenticated`. */
  | { type: 'refresh' }
  /** Forgets the session here only: the server ended it already (a 401, a confirmed address change). */
  | { type: 'signOut' }
  /** Signing out: the server ends the session (POST /auth/logout/), then it is forgotten here, whatever the answer. */
  | { type: 'endSession' }
  | { type: 'clearErrors' };

/**
 * The session: loading, then authenticated (token stored) or
 * failed. Storing and forgetting the token are actions the app provides, so this chart
 * stays free of browser storage and can be replayed in tests and stories.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    obtainToken: fromPromise<SignInAnswer, Login>(notProvided('session', 'obtainToken')),
    verifyCode: fromPromise<TokenAnswer, TwoFactorSignIn>(notProvided('session', 'verifyCode')),
    loadUser: fromPromise<CurrentUser, void>(notProvided('session', 'loadUser')),
    endSession: fromPromise<void, void>(notProvided('session', 'endSession')),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    storeUser: assign({ user: (_, params: { user: CurrentUser }) => params.user }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    forgetUser: assign({ user: null, error: null, challenge: null }),
    storeChallenge: assign({ challenge: (_, params: { challenge: string }) => params.challenge }),
    forgetChallenge: assign({ challenge: null }),
  },
  guards: {
    askedForCode: (_, params: { answer: SignInAnswer }) => 'two_factor_required' in params.answer,
  },
}).createMachine({
  id: 'session',
  initial: 'idle',
  context: { user: null, error: null, challenge: null },
  on: {
    signOut: { target: '.idle', actions: ['forgetToken', 'forgetUser'] },
    endSession: '.endingSession',
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
        input: ({ event }) => {
          assertEvent(event, 'signIn');
          return event.credentials;
        },
        onDone: [
          {
            guard: { type: 'askedForCode', params: ({ event }) => ({ answer: event.output }) },
            target: 'awaitingCode',
            actions: { type: 'storeChallenge', params: ({ event }) => ({ challenge: (event.output as TwoFactorChallenge).challenge }) },
          },
          { target: 'loadingUser', actions: { type: 'storeToken', params: ({ event }) => ({ token: (event.output as TokenAnswer).token }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Two-factor sign-in: the right password gave a challenge, not a token; a code completes it.
    awaitingCode: {
      on: { submitCode: 'verifyingCode', cancelCode: { target: 'idle', actions: 'forgetChallenge' } },
    },
    verifyingCode: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'submitCode');
          return { challenge: context.challenge!, code: event.code };
        },
        onDone: { target: 'loadingUser', actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) }, 'forgetChallenge'] },
        onError: { target: 'codeFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    codeFailed: {
      on: {
        submitCode: 'verifyingCode',
        clearErrors: { target: 'awaitingCode', actions: 'clearError' },
        cancelCode: { target: 'idle', actions: ['clearError', 'forgetChallenge'] },
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
    endingSession: {
      // Not 'busy': the page stays as it is until the sign-in page replaces it.
      tags: ['signingOut'],
      invoke: {
        src: 'endSession',
        // Unreachable or refused, the token is forgotten all the same: signing out never fails here.
        onDone: { target: 'idle', actions: ['forgetToken', 'forgetUser'] },
        onError: { target: 'idle', actions: ['forgetToken', 'forgetUser'] },
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
export type SessionStatus =
  | 'idle'
  | 'authenticating'
  | 'awaitingCode'
  | 'verifyingCode'
  | 'codeFailed'
  | 'loadingUser'
  | 'authenticated'
  | 'refreshing'
  | 'endingSession'
  | 'failed';
