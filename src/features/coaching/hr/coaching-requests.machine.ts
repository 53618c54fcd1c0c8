import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { EngagementStatus, EngagementSummary } from '../../../../schemas/coaching';
import { toFailure, type Failure } from '../../../../machines/failure';
import { notProvided } from '../../../../machines/lib/not-provided';

/** Which requests the list shows: one status, or every one. */
export type RequestFilter = EngagementStatus | 'all';

/** HR's answer to one pending request, kept while it is sent and after it failed (for Retry). */
export type RequestDecision = { kind: 'approve'; id: number } | { kind: 'decline'; id: number; reason: string };

export interface CoachingRequestsContext {
  filter: RequestFilter;
  items: EngagementSummary[];
  decision: RequestDecision | null;
  error: Failure | null;
}

export type CoachingRequestsEvent =
  | { type: 'filter'; filter: RequestFilter }
  | { type: 'approve'; id: number }
  | { type: 'decline'; id: number; reason: string }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

/** Told once per decision the server took, before the list is read again: the screen closes its dialog and toasts. */
export type CoachingRequestsEmitted = { type: 'decided'; decision: RequestDecision; engagement: EngagementSummary };

export type CoachingRequestsStatus = 'loading' | 'loadFailed' | 'idle' | 'approving' | 'declining' | 'failed' | 'refetching' | 'refreshFailed';

const decide = {
  approve: { target: 'approving', actions: 'rememberDecision' },
  decline: { target: 'declining', actions: 'rememberDecision' },
} as const;

const failDecision = {
  target: 'failed',
  actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

/**
 * HR's coaching requests (GET /coaching/requests/?status=): load the list for the chosen status, approve or decline a
 * pending one (each its own request: approving → refetching | failed), and read the list again after each decision.
 * A failed decision stays in `failed` with what was asked, so Retry sends it again and clearErrors drops it.
 */
export const coachingRequestsMachine = setup({
  types: {} as { context: CoachingRequestsContext; events: CoachingRequestsEvent; emitted: CoachingRequestsEmitted },
  actors: {
    fetchRequests: fromPromise<EngagementSummary[], { filter: RequestFilter }>(notProvided('coachingRequests', 'fetchRequests')),
    approveRequest: fromPromise<EngagementSummary, { id: number }>(notProvided('coachingRequests', 'approveRequest')),
    declineRequest: fromPromise<EngagementSummary, { id: number; reason: string }>(notProvided('coachingRequests', 'declineRequest')),
  },
  guards: {
    approving: ({ context }) => context.decision?.kind === 'approve',
    declining: ({ context }) => context.decision?.kind === 'decline',
  },
  actions: {
    storeItems: assign({ items: (_, params: { items: EngagementSummary[] }) => params.items }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    storeFilter: assign({ filter: ({ context, event }) => (event.type === 'filter' ? event.filter : context.filter) }),
    rememberDecision: assign({
      decision: ({ event }) =>
        event.type === 'approve'
          ? { kind: 'approve' as const, id: event.id }
          : event.type === 'decline'
            ? { kind: 'decline' as const, id: event.id, reason: event.reason }
            : null,
    }),
    forgetDecision: assign({ decision: null, error: null }),
    announce: emit(({ context }, params: { engagement: EngagementSummary }) => ({
      type: 'decided' as const,
      decision: context.decision!,
      engagement: params.engagement,
    })),
  },
}).createMachine({
  id: 'coachingRequests',
  initial: 'loading',
  context: { filter: 'pending_approval', items: [], decision: null, error: null },
  on: { filter: { target: '.loading', actions: ['storeFilter', 'forgetDecision'] } },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchRequests',
        input: ({ context }) => ({ filter: context.filter }),
        onDone: { target: 'idle', actions: { type: 'storeItems', params: ({ event }) => ({ items: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { retry: 'loading', refresh: 'loading' } },
    idle: { on: { ...decide, refresh: 'loading' } },
    approving: {
      tags: ['busy', 'deciding'],
      entry: 'clearError',
      invoke: {
        src: 'approveRequest',
        input: ({ context }) => ({ id: context.decision!.id }),
        onDone: { target: 'refetching', actions: { type: 'announce', params: ({ event }) => ({ engagement: event.output }) } },
        onError: failDecision,
      },
    },
    declining: {
      tags: ['busy', 'deciding'],
      entry: 'clearError',
      invoke: {
        src: 'declineRequest',
        input: ({ context }) => {
          const decision = context.decision as Extract<RequestDecision, { kind: 'decline' }>;
          return { id: decision.id, reason: decision.reason };
        },
        onDone: { target: 'refetching', actions: { type: 'announce', params: ({ event }) => ({ engagement: event.output }) } },
        onError: failDecision,
      },
    },
    failed: {
      on: {
        ...decide,
        retry: [
          { guard: 'approving', target: 'approving' },
          { guard: 'declining', target: 'declining' },
        ],
        clearErrors: { target: 'idle', actions: 'forgetDecision' },
        refresh: { target: 'loading', actions: 'forgetDecision' },
      },
    },
    refetching: {
      tags: ['refetching'],
      invoke: {
        src: 'fetchRequests',
        input: ({ context }) => ({ filter: context.filter }),
        onDone: { target: 'idle', actions: [{ type: 'storeItems', params: ({ event }) => ({ items: event.output }) }, 'forgetDecision'] },
        // The decision went through; only the refreshed list is missing: keep the old one and say so.
        onError: { target: 'refreshFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refreshFailed: { on: { ...decide, retry: 'refetching', refresh: 'loading', clearErrors: { target: 'idle', actions: 'forgetDecision' } } },
  },
});

export type CoachingRequestsMachine = typeof coachingRequestsMachine;
export type CoachingRequestsActor = ActorRefFrom<CoachingRequestsMachine>;
export type CoachingRequestsSnapshot = SnapshotFrom<CoachingRequestsMachine>;
