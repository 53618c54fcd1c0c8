import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DashboardSummary } from '../schemas/analytics';
import { toFailure, type Failure } from './failure';
import { loadStates } from './lib/load-states';
import { notProvided } from './lib/not-provided';

export interface DashboardContext {
  summary: DashboardSummary | null;
  error: Failure | null;
}

export type DashboardEvent = { type: 'retry' } | { type: 'refresh' } | { type: 'clearErrors' };
export type DashboardStatus = 'loading' | 'ready' | 'failed';

const loaded = loadStates('loadSummary', 'storeSummary');

/**
 * The dashboard's summary: one request, what the caller's areas allow. A refresh
 * keeps the summary on screen while the new one loads.
 */
export const dashboardMachine = setup({
  types: {} as { context: DashboardContext; events: DashboardEvent },
  actors: {
    loadSummary: fromPromise<DashboardSummary, void>(notProvided('dashboard', 'loadSummary')),
  },
  actions: {
    storeSummary: assign({ summary: (_, summary: DashboardSummary) => summary }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'dashboard',
  initial: 'loading',
  context: { summary: null, error: null },
  states: {
    loading: loaded.loading,
    ready: { on: { refresh: 'loading' } },
    failed: { on: { ...loaded.failed.on, refresh: 'loading' } },
  },
});

export type DashboardMachine = typeof dashboardMachine;
export type DashboardActor = ActorRefFrom<DashboardMachine>;
export type DashboardSnapshot = SnapshotFrom<DashboardMachine>;
