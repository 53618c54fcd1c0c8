import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Checklist } from '../schemas/getting-started';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface GettingStartedContext {
  checklist: Checklist | null;
  error: Failure | null;
}

export type GettingStartedEvent = { type: 'dismiss' } | { type: 'retry' } | { type: 'clearErrors' };

/**
 * The dashboard's getting-started checklist: loaded once, then dismissed for the whole
 * company. A failed dismissal keeps the checklist on screen with its error.
 */
export const gettingStartedMachine = setup({
  types: {} as { context: GettingStartedContext; events: GettingStartedEvent },
  actors: {
    loadChecklist: fromPromise<Checklist, void>(notProvided('getting-started', 'loadChecklist')),
    dismissChecklist: fromPromise<Checklist, void>(notProvided('getting-started', 'dismissChecklist')),
  },
  actions: {
    storeChecklist: assign({ checklist: (_, params: { checklist: Checklist }) => params.checklist }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'gettingStarted',
  initial: 'loading',
  context: { checklist: null, error: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadChecklist',
        onDone: { target: 'ready', actions: { type: 'storeChecklist', params: ({ event }) => ({ checklist: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { retry: 'loading', clearErrors: { actions: 'clearError' } } },
    ready: { on: { dismiss: 'dismissing', clearErrors: { actions: 'clearError' } } },
    dismissing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'dismissChecklist',
        onDone: { target: 'ready', actions: { type: 'storeChecklist', params: ({ event }) => ({ checklist: event.output }) } },
        onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type GettingStartedMachine = typeof gettingStartedMachine;
export type GettingStartedActor = ActorRefFrom<GettingStartedMachine>;
export type GettingStartedSnapshot = SnapshotFrom<GettingStartedMachine>;
