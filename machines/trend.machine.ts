import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Trend } from '../schemas/feedback-trends';
import { toFailure, type Failure } from './failure';

export interface TrendContext {
  trend: Trend | null;
  error: Failure | null;
}

export type TrendEvent = { type: 'retry' } | { type: 'clearErrors' };
export type TrendStatus = 'loading' | 'ready' | 'failed';

/**
 * One trend (a person's or the company's): load it, show it, or say why not with a retry.
 * The loader is an actor, so pages pass the live call and stories a fake.
 */
export const trendMachine = setup({
  types: {} as { context: TrendContext; events: TrendEvent },
  actors: {
    loadTrend: fromPromise<Trend, void>(async () => {
      throw new Error('trend: the "loadTrend" actor is not provided');
    }),
  },
  actions: {
    storeTrend: assign({ trend: (_, params: { trend: Trend }) => params.trend }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'trend',
  initial: 'loading',
  context: { trend: null, error: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadTrend',
        onDone: { target: 'ready', actions: { type: 'storeTrend', params: ({ event }) => ({ trend: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { retry: 'loading', clearErrors: { actions: 'clearError' } } },
  },
});

export type TrendMachine = typeof trendMachine;
export type TrendActor = ActorRefFrom<TrendMachine>;
export type TrendSnapshot = SnapshotFrom<TrendMachine>;
