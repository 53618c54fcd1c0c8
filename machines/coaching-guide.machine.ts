import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ConversationGuide } from '../schemas/coaching';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

export interface CoachingGuideContext {
  id: number;
  guide: ConversationGuide | null;
  error: Failure | null;
}

export type CoachingGuideEvent = { type: 'retry' } | { type: 'clearErrors' };

const statusOf = (error: unknown) => toFailure(error).status;
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** An engagement's conversation guide: loaded once; refused (403: closed to the coach) and not theirs (404) are final. */
export const coachingGuideMachine = setup({
  types: {} as { context: CoachingGuideContext; events: CoachingGuideEvent; input: { id: number } },
  actors: { loadGuide: fromPromise<ConversationGuide, { id: number }>(notProvided('coachingGuide', 'loadGuide')) },
  actions: {
    storeGuide: assign({ guide: (_, params: { guide: ConversationGuide }) => params.guide }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearErrors: assign({ error: null }),
  },
  guards: {
    refused: (_, params: { error: unknown }) => statusOf(params.error) === 403,
    notTheirs: (_, params: { error: unknown }) => statusOf(params.error) === 404,
  },
}).createMachine({
  id: 'coachingGuide',
  initial: 'loading',
  context: ({ input }) => ({ id: input.id, guide: null, error: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'loadGuide',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'storeGuide', params: ({ event }) => ({ guide: event.output }) } },
        onError: [
          { guard: { type: 'refused', params: errorParams }, target: 'closed', actions: { type: 'storeError', params: errorParams } },
          { guard: { type: 'notTheirs', params: errorParams }, target: 'notFound', actions: { type: 'storeError', params: errorParams } },
          { target: 'loadFailed', actions: { type: 'storeError', params: errorParams } },
        ],
      },
    },
    loadFailed: { on: { retry: 'loading', clearErrors: { actions: 'clearErrors' } } },
    closed: {},
    notFound: {},
    ready: {},
  },
});

export type CoachingGuideMachine = typeof coachingGuideMachine;
export type CoachingGuideSnapshot = SnapshotFrom<CoachingGuideMachine>;
