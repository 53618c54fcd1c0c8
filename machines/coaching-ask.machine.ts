import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CoachingLanguage, CoachingRequestInput, CoachProposals, EngagementSummary } from '../schemas/coaching';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** What the proposals are asked for: the report, and the coachee's choice of language and areas (none: the report's). */
export interface ProposalFilter {
  survey: number;
  language?: CoachingLanguage;
  competencies?: number[];
}

export interface CoachingAskContext {
  filter: ProposalFilter;
  proposals: CoachProposals | null;
  /** The request as sent, kept so a refused one keeps its choices. */
  draft: CoachingRequestInput | null;
  requested: EngagementSummary | null;
  error: Failure | null;
  submitError: Failure | null;
}

export type CoachingAskEvent =
  | { type: 'filter'; language?: CoachingLanguage; competencies?: number[] }
  | { type: 'submit'; request: CoachingRequestInput }
  | { type: 'retry' }
  | { type: 'clearErrors' };

const storeError = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/**
 * Asking for a coach from a released report: load the report's development areas and the coaches who match, ask
 * again when the coachee changes the language or the areas, send the request with the consent the coachee chose.
 */
export const coachingAskMachine = setup({
  types: {} as { context: CoachingAskContext; events: CoachingAskEvent; input: { survey: number } },
  actors: {
    loadProposals: fromPromise<CoachProposals, ProposalFilter>(notProvided('coachingAsk', 'loadProposals')),
    requestCoaching: fromPromise<EngagementSummary, CoachingRequestInput>(notProvided('coachingAsk', 'requestCoaching')),
  },
  actions: {
    storeProposals: assign({ proposals: (_, params: { proposals: CoachProposals }) => params.proposals }),
    storeFilter: assign({
      filter: ({ context, event }) =>
        event.type === 'filter' ? { survey: context.filter.survey, language: event.language, competencies: event.competencies } : context.filter,
    }),
    storeDraft: assign({ draft: ({ event }) => (event.type === 'submit' ? event.request : null) }),
    storeRequested: assign({ requested: (_, params: { requested: EngagementSummary }) => params.requested }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    storeSubmitError: assign({ submitError: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearErrors: assign({ error: null, submitError: null }),
  },
}).createMachine({
  id: 'coachingAsk',
  initial: 'loading',
  context: ({ input }) => ({ filter: { survey: input.survey }, proposals: null, draft: null, requested: null, error: null, submitError: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'loadProposals',
        input: ({ context }) => context.filter,
        onDone: { target: 'ready', actions: { type: 'storeProposals', params: ({ event }) => ({ proposals: event.output }) } },
        onError: { target: 'loadFailed', actions: storeError },
      },
    },
    loadFailed: { on: { retry: 'loading', clearErrors: { actions: 'clearErrors' } } },
    ready: {
      on: {
        filter: { target: 'loading', actions: 'storeFilter' },
        submit: { target: 'submitting', actions: 'storeDraft' },
      },
    },
    submitting: {
      tags: ['busy', 'submitting'],
      entry: 'clearErrors',
      invoke: {
        src: 'requestCoaching',
        input: ({ context }) => context.draft!,
        onDone: { target: 'submitted', actions: { type: 'storeRequested', params: ({ event }) => ({ requested: event.output }) } },
        onError: { target: 'submitFailed', actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitFailed: {
      on: {
        submit: { target: 'submitting', actions: 'storeDraft' },
        retry: 'submitting',
        filter: { target: 'loading', actions: 'storeFilter' },
        clearErrors: { target: 'ready', actions: 'clearErrors' },
      },
    },
    submitted: { type: 'final' },
  },
});

export type CoachingAskMachine = typeof coachingAskMachine;
export type CoachingAskActor = ActorRefFrom<CoachingAskMachine>;
export type CoachingAskSnapshot = SnapshotFrom<CoachingAskMachine>;
