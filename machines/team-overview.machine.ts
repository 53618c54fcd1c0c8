import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { TeamOverview } from '../schemas/team';
import { toFailure, type Failure } from './failure';

export interface TeamOverviewContext {
  overview: TeamOverview | null;
  error: Failure | null;
}

export type TeamOverviewEvent = { type: 'retry' } | { type: 'clearErrors' };

/**
 * A manager's view of their direct reports: loading → ready | failed. A failed read stays on
 * screen with its retry; retry from ready reloads (after a rating task was done elsewhere).
 */
export const teamOverviewMachine = setup({
  types: {} as { context: TeamOverviewContext; events: TeamOverviewEvent },
  actors: {
    fetchOverview: fromPromise<TeamOverview, void>(async () => {
      throw new Error('teamOverview: the "fetchOverview" actor is not provided');
    }),
  },
  actions: {
    storeOverview: assign({ overview: (_, params: { overview: TeamOverview }) => params.overview }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'teamOverview',
  initial: 'loading',
  context: { overview: null, error: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchOverview',
        onDone: { target: 'ready', actions: { type: 'storeOverview', params: ({ event }) => ({ overview: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: 'loading', clearErrors: { actions: 'clearError' } } },
    ready: { on: { retry: 'loading' } },
  },
});

export type TeamOverviewMachine = typeof teamOverviewMachine;
export type TeamOverviewActor = ActorRefFrom<TeamOverviewMachine>;
export type TeamOverviewSnapshot = SnapshotFrom<TeamOverviewMachine>;
