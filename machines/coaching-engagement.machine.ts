import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AgreedActionInput, ConsentScope, Engagement, NoteInput, SessionInput } from '../schemas/coaching';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** One write to an engagement, as its page's forms and buttons ask for it. */
export type EngagementChange =
  | { kind: 'consent'; scope: ConsentScope }
  | { kind: 'schedule'; session: SessionInput }
  | { kind: 'reschedule'; id: number; session: SessionInput }
  | { kind: 'cancelSession'; id: number }
  | { kind: 'note'; note: NoteInput }
  | { kind: 'action'; action: AgreedActionInput }
  | { kind: 'end' };

export type EngagementChangeKind = EngagementChange['kind'];

/** Why a coach sees nothing (403): the server's sentence, and whose engagement it was when their own list names them. */
export interface ClosedEngagement {
  detail: string | null;
  coachee: string | null;
  withdrawn: boolean;
}

export interface CoachingEngagementContext {
  id: number;
  engagement: Engagement | null;
  error: Failure | null;
  /** The change under way or last refused; `done` the kind of the last that succeeded (forms close on it). */
  change: EngagementChange | null;
  done: EngagementChangeKind | null;
  changeError: Failure | null;
  closed: ClosedEngagement | null;
}

export type CoachingEngagementEvent = { type: 'change'; change: EngagementChange } | { type: 'retry' } | { type: 'clearErrors' };

const statusOf = (error: unknown) => toFailure(error).status;
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * One coaching engagement, for the coachee or the coach: load what the caller may see of it, then each change (consent,
 * sessions, notes, agreed actions, ending) answered by the engagement as it now stands. A coach whose access the
 * server refuses (403: consent withdrawn, or no longer active) gets the closed state and nothing else of it; an
 * engagement that is not theirs (404) the not-found state.
 */
export const coachingEngagementMachine = setup({
  types: {} as { context: CoachingEngagementContext; events: CoachingEngagementEvent; input: { id: number } },
  actors: {
    loadEngagement: fromPromise<Engagement, { id: number }>(notProvided('coachingEngagement', 'loadEngagement')),
    applyChange: fromPromise<Engagement, { id: number; change: EngagementChange }>(notProvided('coachingEngagement', 'applyChange')),
    /** The closed engagement's summary from the coach's own list: whose it was, and whether consent was withdrawn. */
    explainClosed: fromPromise<Omit<ClosedEngagement, 'detail'> | null, { id: number }>(notProvided('coachingEngagement', 'explainClosed')),
  },
  actions: {
    storeEngagement: assign({ engagement: (_, params: { engagement: Engagement }) => params.engagement }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    storeChange: assign({ change: ({ event }) => (event.type === 'change' ? event.change : null), done: null }),
    storeDone: assign({ done: ({ context }) => context.change?.kind ?? null, change: null }),
    storeChangeError: assign({ changeError: (_, params: { error: unknown }) => toFailure(params.error) }),
    storeClosed: assign({
      closed: (_, params: { error: unknown }) => ({ detail: toFailure(params.error).detail ?? null, coachee: null, withdrawn: false }),
      engagement: null,
    }),
    explain: assign({
      closed: ({ context }, params: { found: Omit<ClosedEngagement, 'detail'> | null }) => ({
        detail: context.closed?.detail ?? null,
        coachee: params.found?.coachee ?? null,
        withdrawn: params.found?.withdrawn ?? false,
      }),
    }),
    clearErrors: assign({ error: null, changeError: null }),
  },
  guards: {
    refused: (_, params: { error: unknown }) => statusOf(params.error) === 403,
    notTheirs: (_, params: { error: unknown }) => statusOf(params.error) === 404,
  },
}).createMachine({
  id: 'coachingEngagement',
  initial: 'loading',
  context: ({ input }) => ({ id: input.id, engagement: null, error: null, change: null, done: null, changeError: null, closed: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'loadEngagement',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'storeEngagement', params: ({ event }) => ({ engagement: event.output }) } },
        onError: [
          { guard: { type: 'refused', params: errorParams }, target: 'closed', actions: { type: 'storeClosed', params: errorParams } },
          { guard: { type: 'notTheirs', params: errorParams }, target: 'notFound', actions: { type: 'storeError', params: errorParams } },
          { target: 'loadFailed', actions: { type: 'storeError', params: errorParams } },
        ],
      },
    },
    loadFailed: { on: { retry: 'loading', clearErrors: { actions: 'clearErrors' } } },
    notFound: {},
    closed: {
      initial: 'explaining',
      states: {
        explaining: {
          invoke: {
            src: 'explainClosed',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'explained', actions: { type: 'explain', params: ({ event }) => ({ found: event.output }) } },
            // Without the name the page still says it is closed.
            onError: 'explained',
          },
        },
        explained: {},
      },
    },
    ready: { on: { change: { target: 'changing', actions: 'storeChange' } } },
    changing: {
      tags: ['busy', 'changing'],
      entry: 'clearErrors',
      invoke: {
        src: 'applyChange',
        input: ({ context }) => ({ id: context.id, change: context.change! }),
        onDone: { target: 'ready', actions: [{ type: 'storeEngagement', params: ({ event }) => ({ engagement: event.output }) }, 'storeDone'] },
        onError: [
          { guard: { type: 'refused', params: errorParams }, target: 'closed', actions: { type: 'storeClosed', params: errorParams } },
          { target: 'changeFailed', actions: { type: 'storeChangeError', params: errorParams } },
        ],
      },
    },
    changeFailed: {
      on: {
        change: { target: 'changing', actions: 'storeChange' },
        retry: 'changing',
        clearErrors: { target: 'ready', actions: ['clearErrors', assign({ change: null })] },
      },
    },
  },
});

export type CoachingEngagementMachine = typeof coachingEngagementMachine;
export type CoachingEngagementActor = ActorRefFrom<CoachingEngagementMachine>;
export type CoachingEngagementSnapshot = SnapshotFrom<CoachingEngagementMachine>;
