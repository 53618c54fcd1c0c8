import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SsoRedirect, SsoStart } from '../schemas/sso';
import type { TokenAnswer } from '../schemas/auth';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface SsoSignInContext {
  email: string;
  error: Failure | null;
}

export type SsoSignInEvent =
  /** The person typed their address: find their company's provider. */
  | { type: 'start'; email: string }
  /** Back from the provider with its answer (the callback page's query string). */
  | { type: 'finish'; search: string }
  | { type: 'clearErrors' };

/**
 * Signing in through the company's provider, in two halves on two pages: `start` ends by leaving for the provider
 * (`goToProvider`), `finish` begins on the page it sends the browser back to and ends signed in (`storeToken`).
 */
export const ssoSignInMachine = setup({
  types: {} as { context: SsoSignInContext; events: SsoSignInEvent },
  actors: {
    startSignIn: fromPromise<SsoRedirect, SsoStart>(notProvided('ssoSignIn', 'startSignIn')),
    finishSignIn: fromPromise<TokenAnswer, { search: string }>(notProvided('ssoSignIn', 'finishSignIn')),
  },
  actions: {
    goToProvider: (_, _params: { url: string }) => notProvided('ssoSignIn', 'goToProvider')(),
    storeToken: (_, _params: { token: string }) => notProvided('ssoSignIn', 'storeToken')(),
    rememberEmail: assign({ email: ({ event }) => (event.type === 'start' ? event.email : '') }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearErrors: assign({ error: null }),
  },
}).createMachine({
  id: 'ssoSignIn',
  initial: 'idle',
  context: { email: '', error: null },
  states: {
    idle: { on: { start: { target: 'starting', actions: 'rememberEmail' }, finish: 'finishing' } },
    starting: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'startSignIn',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'redirecting', actions: { type: 'goToProvider', params: ({ event }) => ({ url: event.output.redirect_url }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The browser is leaving for the provider: the form stays busy so it cannot be sent twice.
    redirecting: { tags: ['busy'] },
    finishing: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'finishSignIn',
        input: ({ event }) => ({ search: event.type === 'finish' ? event.search : '' }),
        onDone: { target: 'signedIn', actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: { type: 'final' },
    failed: {
      on: { start: { target: 'starting', actions: 'rememberEmail' }, clearErrors: { target: 'idle', actions: 'clearErrors' } },
    },
  },
});

export type SsoSignInMachine = typeof ssoSignInMachine;
export type SsoSignInSnapshot = SnapshotFrom<SsoSignInMachine>;
