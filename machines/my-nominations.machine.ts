import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MyNomination, Nomination } from '../schemas/nomination';
import { toFailure, type Failure } from './failure';
import { editable } from './nomination.machine';
import { loadStates } from './lib/load-states';
import { notProvided } from './lib/not-provided';

/** The signed-in person's open nomination tasks: lists of their own to fill, others' lists to decide on. */
export interface NominationTasks {
  /** Surveys in which they still choose their raters (not sent, or sent back). */
  choose: MyNomination[];
  /** Lists waiting for their approval. */
  approve: Nomination[];
}

export interface MyNominationsContext {
  tasks: NominationTasks;
  error: Failure | null;
}

export type MyNominationsEvent = { type: 'retry' } | { type: 'clearErrors' };

/** Of the person's nominations, those still theirs to act on: a list sent and waiting, or approved, is not a task. */
export const openTasks = (mine: readonly MyNomination[], awaiting: readonly Nomination[]): NominationTasks => ({
  choose: mine.filter(editable),
  approve: [...awaiting],
});

/** "My nominations": loading → ready | failed, retry from failed or to read again. */
export const myNominationsMachine = setup({
  types: {} as { context: MyNominationsContext; events: MyNominationsEvent },
  actors: {
    fetchTasks: fromPromise<NominationTasks, void>(notProvided('myNominations', 'fetchTasks')),
  },
  actions: {
    store: assign({ tasks: (_, tasks: NominationTasks) => tasks }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'myNominations',
  initial: 'loading',
  context: { tasks: { choose: [], approve: [] }, error: null },
  states: {
    ...loadStates('fetchTasks', 'store'),
    ready: { on: { retry: 'loading' } },
  },
});

export type MyNominationsMachine = typeof myNominationsMachine;
export type MyNominationsActor = ActorRefFrom<MyNominationsMachine>;
export type MyNominationsSnapshot = SnapshotFrom<MyNominationsMachine>;
