import { assign, fromPromise, setup } from 'xstate';
import type { SignedInSession } from '../schemas/session';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface SignedInSessionsContext {
  sessions: SignedInSession[];
  error: Failure | null;
  /** The session being signed out, so its row shows it is busy. */
  ending: string | null;
}

export type SignedInSessionsEvent = { type: 'signOutOne'; id: string } | { type: 'signOutEverywhere' } | { type: 'retry' } | { type: 'clearErrors' };

/**
 * The account page's list of one's signed-in sessions: loading → ready; signing one out
 * reloads the list; signing out everywhere ends this session too (the screen then leaves).
 */
export const signedInSessionsMachine = setup({
  types: {} as { context: SignedInSessionsContext; events: SignedInSessionsEvent },
  actors: {
    list: fromPromise<SignedInSession[], void>(notProvided('signedInSessions', 'list')),
    endOne: fromPromise<void, string>(notProvided('signedInSessions', 'endOne')),
    endAll: fromPromise<void, void>(notProvided('signedInSessions', 'endAll')),
  },
  actions: {
    storeSessions: assign({ sessions: (_, params: { sessions: SignedInSession[] }) => params.sessions }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    markEnding: assign({ ending: (_, params: { id: string }) => params.id }),
    clearEnding: assign({ ending: null }),
  },
}).createMachine({
  id: 'signedInSessions',
  initial: 'loading',
  context: { sessions: [], error: null, ending: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'list',
        onDone: { target: 'ready', actions: [{ type: 'storeSessions', params: ({ event }) => ({ sessions: event.output }) }, 'clearEnding'] },
        onError: { target: 'loadFailed', actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'clearEnding'] },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    ready: {
      on: {
        signOutOne: { target: 'endingOne', actions: { type: 'markEnding', params: ({ event }) => ({ id: event.id }) } },
        signOutEverywhere: 'endingAll',
      },
    },
    endingOne: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'endOne',
        input: ({ context }) => context.ending!,
        onDone: 'loading',
        onError: { target: 'failed', actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'clearEnding'] },
      },
    },
    endingAll: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'endAll',
        onDone: 'signedOutEverywhere',
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        signOutOne: { target: 'endingOne', actions: { type: 'markEnding', params: ({ event }) => ({ id: event.id }) } },
        signOutEverywhere: 'endingAll',
        retry: 'loading',
        clearErrors: { target: 'ready', actions: 'clearError' },
      },
    },
    signedOutEverywhere: { type: 'final' },
  },
});

export type SignedInSessionsMachine = typeof signedInSessionsMachine;
