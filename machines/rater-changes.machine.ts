import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AuditLogEntry, AuditLogPage } from '../schemas/audit-log';
import { toFailure, type Failure } from './failure';

export interface RaterChangesRequest { surveyId: number; before?: number }

export interface RaterChangesContext {
  surveyId: number;
  entries: AuditLogEntry[];
  next: number | null;
  error: Failure | null;
}

export type RaterChangesEvent = { type: 'more' } | { type: 'reload' } | { type: 'retry' } | { type: 'clearErrors' };
export type RaterChangesStatus = 'loading' | 'ready' | 'failed' | 'loadingMore' | 'moreFailed';

const notProvided = async (): Promise<never> => {
  throw new Error('raterChanges: the "fetchChanges" actor is not provided');
};
const storeError = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/** The survey page's record of who changed its raters: newest first, older pages on `more`, all again on `reload`. */
export const raterChangesMachine = setup({
  types: {} as { context: RaterChangesContext; events: RaterChangesEvent; input: { surveyId: number } },
  actors: { fetchChanges: fromPromise<AuditLogPage, RaterChangesRequest>(notProvided) },
  guards: { hasMore: ({ context }) => context.next !== null },
  actions: {
    storePage: assign((_, page: AuditLogPage) => ({ entries: page.results, next: page.next })),
    appendPage: assign(({ context }, page: AuditLogPage) => ({ entries: [...context.entries, ...page.results], next: page.next })),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearErrors: assign({ error: null }),
  },
}).createMachine({
  id: 'raterChanges',
  initial: 'loading',
  context: ({ input }) => ({ surveyId: input.surveyId, entries: [], next: null, error: null }),
  on: { reload: '.loading' },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'fetchChanges',
        input: ({ context }) => ({ surveyId: context.surveyId }),
        onDone: { target: 'ready', actions: { type: 'storePage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: storeError },
      },
    },
    ready: { on: { more: { guard: 'hasMore', target: 'loadingMore' } } },
    failed: { on: { retry: 'loading', clearErrors: { target: 'ready', actions: 'clearErrors' } } },
    loadingMore: {
      tags: ['busy', 'more'],
      entry: 'clearErrors',
      invoke: {
        src: 'fetchChanges',
        input: ({ context }) => ({ surveyId: context.surveyId, before: context.next ?? undefined }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: { target: 'moreFailed', actions: storeError },
      },
    },
    moreFailed: { on: { more: 'loadingMore', retry: 'loadingMore', clearErrors: { target: 'ready', actions: 'clearErrors' } } },
  },
});

export type RaterChangesMachine = typeof raterChangesMachine;
export type RaterChangesActor = ActorRefFrom<RaterChangesMachine>;
export type RaterChangesSnapshot = SnapshotFrom<RaterChangesMachine>;
