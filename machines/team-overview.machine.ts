import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { TeamOverview } from '../schemas/team';
import { toFailure, type Failure } from './failure';
import { loadStates } from './lib/load-states';
import { notProvided } from './lib/not-provided';

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
    fetchOverview: fromPromise<TeamOverview, void>(notProvided('teamOverview', 'fetchOverview')),
  },
  actions: {
    storeOverview: assign({ overview: (_, overview: TeamOverview) => overview }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'teamOverview',
  initial: 'loading',
  context: { overview: null, error: null },
  states: {
    ...loadStates('fetchOverview', 'storeOverview'),
    ready: { on: { retry: 'loading' } },
  },
});

export type TeamOverviewMachine = typeof teamOverviewMachine;
export type TeamOverviewActor = ActorRefFrom<TeamOverviewMachine>;
export type TeamOverviewSnapshot = SnapshotFrom<TeamOverviewMachine>;
