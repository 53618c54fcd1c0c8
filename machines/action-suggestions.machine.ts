import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ActionSuggestions } from '../schemas/development-library';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface SuggestionsScope {
  survey: number;
  ratee: number;
}

export interface ActionSuggestionsContext {
  scope: SuggestionsScope;
  suggestions: ActionSuggestions | null;
  error: Failure | null;
}

/**
 * A ratee's development areas with the library's actions for each and what followed them (issue 40), below their
 * plan: loading → ready | failed (retry; clearErrors forgets the failure and leaves the block empty).
 */
export const actionSuggestionsMachine = setup({
  types: {} as {
    context: ActionSuggestionsContext;
    events: { type: 'retry' } | { type: 'clearErrors' };
    input: SuggestionsScope;
  },
  actors: {
    fetchSuggestions: fromPromise<ActionSuggestions, SuggestionsScope>(notProvided('actionSuggestions', 'fetchSuggestions')),
  },
  actions: {
    storeSuggestions: assign({ suggestions: (_, params: { suggestions: ActionSuggestions }) => params.suggestions }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'actionSuggestions',
  initial: 'loading',
  context: ({ input }) => ({ scope: input, suggestions: null, error: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchSuggestions',
        input: ({ context }) => context.scope,
        onDone: { target: 'ready', actions: { type: 'storeSuggestions', params: ({ event }) => ({ suggestions: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: 'loading', clearErrors: { target: 'dismissed', actions: 'clearError' } } },
    dismissed: { on: { retry: 'loading' } },
    ready: {},
  },
});

export type ActionSuggestionsMachine = typeof actionSuggestionsMachine;
export type ActionSuggestionsActor = ActorRefFrom<ActionSuggestionsMachine>;
