import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from '../schemas/audit-log';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** What the screen filters by, as the address and the API spell it; paging is the machine's. */
export type AuditLogFilters = Omit<AuditLogQuery, 'before' | 'limit'>;
export interface AuditPageRequest {
  filters: AuditLogFilters;
  before?: number;
}

export interface AuditLogContext {
  filters: AuditLogFilters;
  entries: AuditLogEntry[];
  /** The id to page on for older entries; null at the end. */
  next: number | null;
  error: Failure | null;
}

export type AuditLogEvent = { type: 'filter'; filters: AuditLogFilters } | { type: 'more' } | { type: 'reload' } | { type: 'retry' } | { type: 'clearErrors' };

export type AuditLogStatus = 'loading' | 'ready' | 'failed' | 'loadingMore' | 'moreFailed';

const storeError = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/** Normalised so that `{}` and `{ actor: undefined }` are the same filter. */
const sameFilters = (a: AuditLogFilters, b: AuditLogFilters) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof AuditLogFilters>);
  return [...keys].every((k) => (a[k] ?? null) === (b[k] ?? null));
};

/**
 * The audit log screen: the first page for the filters, older pages appended on `more`; a new filter starts over
 * (whatever is in flight is dropped), the same filter again changes nothing; `reload` asks again for the first page.
 */
export const auditLogMachine = setup({
  types: {} as { context: AuditLogContext; events: AuditLogEvent; input: { filters: AuditLogFilters } },
  actors: { fetchPage: fromPromise<AuditLogPage, AuditPageRequest>(notProvided('auditLog', 'fetchPage')) },
  guards: {
    filtersChanged: ({ context, event }) => event.type === 'filter' && !sameFilters(context.filters, event.filters),
    hasMore: ({ context }) => context.next !== null,
  },
  actions: {
    storeFilters: assign({ filters: ({ event }) => (event.type === 'filter' ? event.filters : {}) }),
    storePage: assign((_, page: AuditLogPage) => ({ entries: page.results, next: page.next })),
    appendPage: assign(({ context }, page: AuditLogPage) => ({ entries: [...context.entries, ...page.results], next: page.next })),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearErrors: assign({ error: null }),
  },
}).createMachine({
  id: 'auditLog',
  initial: 'loading',
  context: ({ input }) => ({ filters: input.filters, entries: [], next: null, error: null }),
  on: {
    filter: { guard: 'filtersChanged', target: '.loading', actions: 'storeFilters' },
    reload: '.loading',
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ filters: context.filters }),
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
        src: 'fetchPage',
        input: ({ context }) => ({ filters: context.filters, before: context.next ?? undefined }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: { target: 'moreFailed', actions: storeError },
      },
    },
    moreFailed: { on: { more: 'loadingMore', retry: 'loadingMore', clearErrors: { target: 'ready', actions: 'clearErrors' } } },
  },
});

export type AuditLogMachine = typeof auditLogMachine;
export type AuditLogActor = ActorRefFrom<AuditLogMachine>;
export type AuditLogSnapshot = SnapshotFrom<AuditLogMachine>;
