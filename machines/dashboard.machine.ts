import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DashboardSummary } from '../schemas/analytics';
import { toFailure, type Failure } from './failure';

export interface DashboardContext {
  summary: DashboardSummary | null;
  error: Failure | null;
}

export type DashboardEvent = { type: 'retry' } | { type: 'refresh' } | { type: 'clearErrors' };
export type DashboardStatus = 'loading' | 'ready' | 'failed';

/**
 * The dashboard's summary: one request, what the caller's areas allow. A refresh
 * keeps the summary on screen while the new one loads.
 */
export const dashboardMachine = setup({
  types: {} as { context: DashboardContext; events: DashboardEvent },
  actors: {
    loadSummary: fromPromise<DashboardSummary, void>(async () => {
      throw new Error('dashboard: the "loadSummary" actor is not provided');
    }),
  },
  actions: {
    storeSummary: assign({ summary: (_, params: { summary: DashboardSummary }) => params.summary }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'dashboard',
  initial: 'loading',
  context: { summary: null, error: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadSummary',
        onDone: { target: 'ready', actions: { type: 'storeSummary', params: ({ event }) => ({ summary: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { on: { refresh: 'loading' } },
    failed: { on: { retry: 'loading', refresh: 'loading', clearErrors: { actions: 'clearError' } } },
  },
});

export type DashboardMachine = typeof dashboardMachine;
export type DashboardActor = ActorRefFrom<DashboardMachine>;
export type DashboardSnapshot = SnapshotFrom<DashboardMachine>;
