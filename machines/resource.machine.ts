import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toFailure, type Failure } from './failure';

/** A row of any list of spec §7: it has an id, the rest depends on the list. */
export type ResourceRow = { id: number } & Record<string, unknown>;
export type ResourceValues = Record<string, unknown>;

/** The write in flight or last failed, so a form can show what was sent with its errors. */
export type ResourceWrite =
  | { kind: 'create'; values: ResourceValues }
  | { kind: 'update'; id: number; values: ResourceValues }
  | { kind: 'delete'; id: number };

export interface ResourceContext {
  items: ResourceRow[];
  error: Failure | null;
  write: ResourceWrite | null;
}

export type ResourceEvent =
  | { type: 'create'; values: ResourceValues }
  | { type: 'update'; id: number; values: ResourceValues }
  | { type: 'delete'; id: number }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

/** Told once per successful write, before the refetch: the screen closes its dialog and toasts. */
export type ResourceEmitted = { type: 'written'; write: ResourceWrite; item: ResourceRow | null };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`resource: the "${name}" actor is not provided`);
};

const writeFrom = (event: ResourceEvent): ResourceWrite => {
  if (event.type === 'create') return { kind: 'create', values: event.values };
  if (event.type === 'update') return { kind: 'update', id: event.id, values: event.values };
  if (event.type === 'delete') return { kind: 'delete', id: event.id };
  throw new Error(`resource: ${event.type} is not a write`);
};

const writes = {
  create: { target: 'creating', actions: 'rememberWrite' },
  update: { target: 'updating', actions: 'rememberWrite' },
  delete: { target: 'deleting', actions: 'rememberWrite' },
  refresh: 'refetching',
} as const;

/**
 * Every master list (spec §4: request, success, fail, clear-errors): load the list, then
 * create, update or delete one item and refetch the list after each success. The effects
 * are actors a screen provides per endpoint, so one chart serves all eleven lists.
 */
export const resourceMachine = setup({
  types: {} as { context: ResourceContext; events: ResourceEvent; emitted: ResourceEmitted },
  actors: {
    fetchList: fromPromise<ResourceRow[], void>(notProvided('fetchList')),
    createItem: fromPromise<ResourceRow, ResourceWrite>(notProvided('createItem')),
    updateItem: fromPromise<ResourceRow, ResourceWrite>(notProvided('updateItem')),
    deleteItem: fromPromise<unknown, ResourceWrite>(notProvided('deleteItem')),
  },
  actions: {
    storeItems: assign({ items: (_, params: { items: ResourceRow[] }) => params.items }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    rememberWrite: assign({ write: ({ event }) => writeFrom(event) }),
    forgetWrite: assign({ write: null, error: null }),
    announce: emit(({ context, event }) => ({
      type: 'written' as const,
      write: context.write!,
      item: ((event as { output?: unknown }).output ?? null) as ResourceRow | null,
    })),
  },
}).createMachine({
  id: 'resource',
  initial: 'loading',
  context: { items: [], error: null, write: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'fetchList',
        onDone: { target: 'idle', actions: { type: 'storeItems', params: ({ event }) => ({ items: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { retry: 'loading', refresh: 'loading' } },
    idle: { on: writes },
    creating: {
      tags: ['busy', 'writing'],
      entry: 'clearError',
      invoke: {
        src: 'createItem',
        input: ({ context }) => context.write!,
        onDone: { target: 'refetching', actions: 'announce' },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    updating: {
      tags: ['busy', 'writing'],
      entry: 'clearError',
      invoke: {
        src: 'updateItem',
        input: ({ context }) => context.write!,
        onDone: { target: 'refetching', actions: 'announce' },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleting: {
      tags: ['busy', 'writing'],
      entry: 'clearError',
      invoke: {
        src: 'deleteItem',
        input: ({ context }) => context.write!,
        onDone: { target: 'refetching', actions: 'announce' },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refetching: {
      tags: ['refetching'],
      invoke: {
        src: 'fetchList',
        onDone: { target: 'idle', actions: [{ type: 'storeItems', params: ({ event }) => ({ items: event.output }) }, 'forgetWrite'] },
        // The write went through; only the refreshed list is missing: keep the old one and say so.
        onError: { target: 'stale', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    stale: { on: { ...writes, retry: 'refetching' } },
    failed: {
      on: { ...writes, clearErrors: { target: 'idle', actions: 'forgetWrite' } },
    },
  },
});

export type ResourceMachine = typeof resourceMachine;
export type ResourceActor = ActorRefFrom<ResourceMachine>;
export type ResourceSnapshot = SnapshotFrom<ResourceMachine>;
export type ResourceStatus = 'loading' | 'loadFailed' | 'idle' | 'creating' | 'updating' | 'deleting' | 'refetching' | 'stale' | 'failed';
