import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Nomination, RaterSelection } from '../schemas/nomination';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** What HR sees of a survey's nominations: who picks the raters, and each ratee's list. */
export interface SurveyNominations {
  selection: RaterSelection;
  nominations: Nomination[];
}

export interface SurveyNominationsContext {
  surveyId: number;
  data: SurveyNominations | null;
  error: Failure | null;
}

export type SurveyNominationsEvent = { type: 'retry' } | { type: 'save'; selection: RaterSelection } | { type: 'clearErrors' };

/**
 * The survey page's nomination panel: loading → ready | failed; HR saves the settings
 * (saving → ready with the settings and lists as the server has them now, or ready with
 * the error until cleared, the form keeping what was typed).
 */
export const surveyNominationsMachine = setup({
  types: {} as { context: SurveyNominationsContext; events: SurveyNominationsEvent; input: number },
  actors: {
    fetchNominations: fromPromise<SurveyNominations, number>(notProvided('surveyNominations', 'fetchNominations')),
    saveSelection: fromPromise<SurveyNominations, { surveyId: number; selection: RaterSelection }>(notProvided('surveyNominations', 'saveSelection')),
  },
  actions: {
    store: assign({ data: (_, params: { data: SurveyNominations }) => params.data }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'surveyNominations',
  initial: 'loading',
  context: ({ input }) => ({ surveyId: input, data: null, error: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchNominations',
        input: ({ context }) => context.surveyId,
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        save: 'saving',
        retry: 'loading',
        clearErrors: { actions: 'clearError' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'saveSelection',
        input: ({ context, event }) => {
          assertEvent(event, 'save');
          return { surveyId: context.surveyId, selection: event.selection };
        },
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type SurveyNominationsMachine = typeof surveyNominationsMachine;
export type SurveyNominationsActor = ActorRefFrom<SurveyNominationsMachine>;
export type SurveyNominationsSnapshot = SnapshotFrom<SurveyNominationsMachine>;
