import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MyReport } from '../schemas/feedback';
import { toFailure, type Failure } from './failure';
import { loadStates } from './lib/load-states';
import { notProvided } from './lib/not-provided';

export interface MyFeedbackContext {
  /** Most recently released first. */
  reports: MyReport[];
  error: Failure | null;
}

export type MyFeedbackEvent = { type: 'retry' };

/** Most recently released first (ISO times compare as text). */
export const latestFirst = (reports: readonly MyReport[]) =>
  [...reports].sort((a, b) => b.released_at.localeCompare(a.released_at) || b.survey.id - a.survey.id);

/**
 * The signed-in person's released reports: loading → ready | failed. A failed read stays
 * on screen with its retry (there is nothing to show without the list, so nothing to dismiss).
 */
export const myFeedbackMachine = setup({
  types: {} as { context: MyFeedbackContext; events: MyFeedbackEvent },
  actors: {
    fetchMyReports: fromPromise<MyReport[], void>(notProvided('myFeedback', 'fetchMyReports')),
  },
  actions: {
    storeReports: assign({ reports: (_, reports: MyReport[]) => latestFirst(reports) }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'myFeedback',
  initial: 'loading',
  context: { reports: [], error: null },
  states: {
    // Nothing to show without the list, so nothing to dismiss: a failure offers retry only.
    loading: loadStates('fetchMyReports', 'storeReports').loading,
    failed: { on: { retry: 'loading' } },
    ready: { on: { retry: 'loading' } },
  },
});

export type MyFeedbackMachine = typeof myFeedbackMachine;
export type MyFeedbackActor = ActorRefFrom<MyFeedbackMachine>;
export type MyFeedbackSnapshot = SnapshotFrom<MyFeedbackMachine>;
