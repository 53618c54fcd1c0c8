import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toFailure, type Failure } from './failure';

/** A row of any list: it has an id, the rest depends on the list. */
export type ResourceRow = { id: number } & Record<string, unknown>;
export type ResourceValues = Record<string, unknown>;

/** The write in flight or last failed, so a form can show what was sent with its errors. */
export type ResourceWrite<Values = ResourceValues> =
  | { kind: 'create'; values: Values }
  | { kind: 'update'; id: number; values: Values }
  | { kind: 'delete'; id: number }
  | { kind: 'archive'; id: number; archived: boolean };

export interface ResourceContext<Row extends { id: number } = ResourceRow, Values = ResourceValues> {
  items: Row[];
  error: Failure | null;
  write: ResourceWrite<Values> | null;
}

export type ResourceEvent<Values = ResourceValues> =
  | { type: 'create'; values: Values }
  | { type: 'update'; id: number; values: Values }
  | { type: 'delete'; id: number }
  /** Archive (true) or restore (false): kept for what names it, no longer offered. */
  | { type: 'archive'; id: number; archived: boolean }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

/** Told once per successful write, before the refetch: the screen closes its dialog and toasts. */
export type ResourceEmitted<Row extends { id: number } = ResourceRow, Values = ResourceValues> = {
  type: 'written'; write: ResourceWrite<Values>; item: Row | null;
};

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`resource: the "${name}" actor is not provided`);
};

const writeFrom = <Values>(event: ResourceEvent<Values>): ResourceWrite<Values> => {
  if (event.type === 'create') return { kind: 'create', values: event.values };
  if (event.type === 'update') return { kind: 'update', id: event.id, values: event.values };
  if (event.type === 'delete') return { kind: 'delete', id: event.id };
  if (event.type === 'archive') return { kind: 'archive', id: event.id, archived: event.archived };
  throw new Error(`resource: ${event.type} is not a write`);
};

const writes = {
  create: { target: 'creating', actions: 'rememberWrite' },
  update: { target: 'updating', actions: 'rememberWrite' },
  delete: { target: 'deleting', actions: 'rememberWrite' },
  archive: { target: 'archiving', actions: 'rememberWrite' },
  refresh: 'refetching',
} as const;

/**
 * Every list of plain rows (a request, then success or failure, and a way to clear the
 * error): load the list, then create, update, delete, archive or restore one item and refetch
 * the list after each success. The effects are actors a screen provides per endpoint, so one
 * chart serves every list; `Row` and `Values` keep the rows and the form values of that list typed.
 */
export function createResourceMachine<Row extends { id: number } = ResourceRow, Values = ResourceValues>() {
  return setup({
    types: {} as { context: ResourceContext<Row, Values>; events: ResourceEvent<Values>; emitted: ResourceEmitted<Row, Values> },
    actors: {
      fetchList: fromPromise<Row[], void>(notProvided('fetchList')),
      createItem: fromPromise<Row, ResourceWrite<Values>>(notProvided('createItem')),
      updateItem: fromPromise<Row, ResourceWrite<Values>>(notProvided('updateItem')),
      deleteItem: fromPromise<unknown, ResourceWrite<Values>>(notProvided('deleteItem')),
      archiveItem: fromPromise<Row, ResourceWrite<Values>>(notProvided('archiveItem')),
    },
    actions: {
      storeItems: assign({ items: (_, params: { items: Row[] }) => params.items }),
      storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
      clearError: assign({ error: null }),
      rememberWrite: assign({ write: ({ event }) => writeFrom(event) }),
      forgetWrite: assign({ write: null, error: null }),
      announce: emit(({ context, event }) => ({
        type: 'written' as const,
        write: context.write!,
        item: ((event as { output?: unknown }).output ?? null) as Row | null,
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
      archiving: {
        tags: ['busy', 'writing'],
        entry: 'clearError',
        invoke: {
          src: 'archiveItem',
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
}

/** The list machine with untyped rows, for lists described by data (the master lists). */
export const resourceMachine = createResourceMachine();

export type ResourceMachine<Row extends { id: number } = ResourceRow, Values = ResourceValues> = ReturnType<typeof createResourceMachine<Row, Values>>;
export type ResourceActor<Row extends { id: number } = ResourceRow, Values = ResourceValues> = ActorRefFrom<ResourceMachine<Row, Values>>;
export type ResourceSnapshot<Row extends { id: number } = ResourceRow, Values = ResourceValues> = SnapshotFrom<ResourceMachine<Row, Values>>;
export type ResourceStatus = 'loading' | 'loadFailed' | 'idle' | 'creating' | 'updating' | 'deleting' | 'archiving' | 'refetching' | 'stale' | 'failed';
