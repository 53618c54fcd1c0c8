import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { HierarchyNode } from '../schemas/organization';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface PersonDetailsContext {
  /** The employee selected, null for nobody. */
  id: number | null;
  /** Their whole node (email, number…), once read; the tree itself holds only what it draws. */
  person: HierarchyNode | null;
  error: Failure | null;
}

export type PersonDetailsEvent = { type: 'select'; id: number | null } | { type: 'retry' };

/**
 * The details of the person selected in the tree, read when they are selected: idle (nobody)
 * → loading → shown | failed. Another selection drops the read in flight and starts its own.
 */
export const personDetailsMachine = setup({
  types: {} as { context: PersonDetailsContext; events: PersonDetailsEvent },
  actors: {
    loadPerson: fromPromise<HierarchyNode, number>(notProvided('person details', 'loadPerson')),
  },
  actions: {
    choose: assign((_, params: { id: number | null }) => ({ id: params.id, person: null, error: null })),
    store: assign({ person: (_, params: { person: HierarchyNode }) => params.person }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
  },
  guards: { nobody: (_, params: { id: number | null }) => params.id === null },
}).createMachine({
  id: 'personDetails',
  initial: 'idle',
  context: { id: null, person: null, error: null },
  on: {
    select: [
      {
        guard: { type: 'nobody', params: ({ event }) => ({ id: event.id }) },
        target: '.idle',
        actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
      },
      { target: '.loading', reenter: true, actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) } },
    ],
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPerson',
        input: ({ context }) => context.id!,
        onDone: { target: 'shown', actions: { type: 'store', params: ({ event }) => ({ person: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {},
    failed: { on: { retry: 'loading' } },
  },
});

export type PersonDetailsMachine = typeof personDetailsMachine;
export type PersonDetailsActor = ActorRefFrom<PersonDetailsMachine>;
