import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ActionPeople } from '../schemas/development-plan';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface ActionPeopleContext {
  ratee: number;
  people: ActionPeople | null;
  error: Failure | null;
}

/**
 * Who may own or coach one ratee's actions, for the add/edit form's choices: loading → ready
 * | failed (retry). Until it answers, the form offers the ratee alone as owner.
 */
export const actionPeopleMachine = setup({
  types: {} as { context: ActionPeopleContext; events: { type: 'retry' }; input: { ratee: number } },
  actors: {
    fetchPeople: fromPromise<ActionPeople, { ratee: number }>(notProvided('actionPeople', 'fetchPeople')),
  },
  actions: {
    storePeople: assign({ people: (_, params: { people: ActionPeople }) => params.people }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'actionPeople',
  initial: 'loading',
  context: ({ input }) => ({ ratee: input.ratee, people: null, error: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchPeople',
        input: ({ context }) => ({ ratee: context.ratee }),
        onDone: { target: 'ready', actions: { type: 'storePeople', params: ({ event }) => ({ people: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {},
  },
});

export type ActionPeopleMachine = typeof actionPeopleMachine;
export type ActionPeopleActor = ActorRefFrom<ActionPeopleMachine>;
