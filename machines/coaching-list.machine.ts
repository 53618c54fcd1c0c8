import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CoachHome, EngagementSummary } from '../schemas/coaching';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** My coaching: the engagements where I am the coachee, and those where I am an internal coach. */
export interface MyCoachingLists {
  mine: EngagementSummary[];
  coachees: EngagementSummary[];
}

export interface CoachingListContext<T> {
  /** An outside coach's link; none for the signed-in lists. */
  token: string | null;
  lists: T | null;
  error: Failure | null;
}

export type CoachingListEvent = { type: 'retry' } | { type: 'clearErrors' };

const statusOf = (error: unknown) => toFailure(error).status;

/**
 * A list of engagements read once: the signed-in person's (as coachee and as coach), or an outside coach's by their
 * link. A link never sent or replaced by a newer one (404) is final; anything else can be tried again.
 */
function coachingListMachine<T>(id: string) {
  return setup({
    types: {} as { context: CoachingListContext<T>; events: CoachingListEvent; input: { token?: string } },
    actors: { loadList: fromPromise<T, { token?: string }>(notProvided(id, 'loadList')) },
    actions: {
      storeLists: assign({ lists: (_, params: { lists: T }) => params.lists }),
      storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
      clearErrors: assign({ error: null }),
    },
    guards: { linkInvalid: (_, params: { error: unknown }) => statusOf(params.error) === 404 },
  }).createMachine({
    id,
    initial: 'loading',
    context: ({ input }) => ({ token: input.token ?? null, lists: null, error: null }),
    states: {
      loading: {
        tags: ['busy'],
        entry: 'clearErrors',
        invoke: {
          src: 'loadList',
          input: ({ context }) => ({ token: context.token ?? undefined }),
          onDone: { target: 'ready', actions: { type: 'storeLists', params: ({ event }) => ({ lists: event.output }) } },
          onError: [
            {
              guard: { type: 'linkInvalid', params: ({ event }) => ({ error: event.error }) },
              target: 'invalid',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
            { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      loadFailed: { on: { retry: 'loading', clearErrors: { actions: 'clearErrors' } } },
      invalid: {},
      ready: { on: { retry: 'loading' } },
    },
  });
}

export const myCoachingMachine = coachingListMachine<MyCoachingLists>('myCoaching');
export const coachLinkMachine = coachingListMachine<CoachHome>('coachLink');

export type MyCoachingMachine = typeof myCoachingMachine;
export type MyCoachingSnapshot = SnapshotFrom<MyCoachingMachine>;
export type CoachLinkMachine = typeof coachLinkMachine;
export type CoachLinkActor = ActorRefFrom<CoachLinkMachine>;
export type CoachLinkSnapshot = SnapshotFrom<CoachLinkMachine>;
