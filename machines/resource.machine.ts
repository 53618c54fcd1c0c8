import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toFailure, type Failure } from './failure';
import { staleGuard } from './stale-edit';
import { notProvided } from './lib/not-provided';

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
  /** The item being read before its dialog opens, so the dialog shows (and the save sends) its current version. */
  opening: { id: number; purpose: OpenPurpose } | null;
}

export type OpenPurpose = 'edit' | 'delete';

export type ResourceEvent<Values = ResourceValues> =
  | { type: 'create'; values: Values }
  | { type: 'update'; id: number; values: Values }
  | { type: 'delete'; id: number }
  /** Archive (true) or restore (false): kept for what names it, no longer offered. */
  | { type: 'archive'; id: number; archived: boolean }
  /** Reads one item as it is now, then tells the screen to open its dialog (`opened`). */
  | { type: 'open'; id: number; purpose: OpenPurpose }
  /** After a stale save (412): reads the item and the list again; nothing stale is kept. */
  | { type: 'reload' }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'clearErrors' };

/** Told once per successful write, before the refetch: the screen closes its dialog and toasts. */
export type ResourceEmitted<Row extends { id: number } = ResourceRow, Values = ResourceValues> =
  | { type: 'written'; write: ResourceWrite<Values>; item: Row | null }
  /** The item read as it is now (on open, and on reload after a stale save): its dialog shows this version. */
  | { type: 'opened'; purpose: OpenPurpose; item: Row };

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
  open: { target: 'opening', actions: 'rememberOpening' },
  refresh: 'refetching',
} as const;

const failWrite = [
  { guard: 'stale', target: 'stale', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
  { target: 'failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
] as const;

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
      fetchList: fromPromise<Row[], void>(notProvided('resource', 'fetchList')),
      createItem: fromPromise<Row, ResourceWrite<Values>>(notProvided('resource', 'createItem')),
      updateItem: fromPromise<Row, ResourceWrite<Values>>(notProvided('resource', 'updateItem')),
      deleteItem: fromPromise<unknown, ResourceWrite<Values>>(notProvided('resource', 'deleteItem')),
      archiveItem: fromPromise<Row, ResourceWrite<Values>>(notProvided('resource', 'archiveItem')),
      // The one-item GET that gives the item's version; a list without one opens with the row it shows.
      readItem: fromPromise<Row, { id: number; row: Row | null }>(async ({ input }) => {
        if (!input.row) throw new Error(`resource: item ${input.id} is not in the list`);
        return input.row;
      }),
    },
    guards: { stale: staleGuard, opening: ({ context }) => context.opening !== null },
    actions: {
      storeItems: assign({ items: (_, params: { items: Row[] }) => params.items }),
      storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
      clearError: assign({ error: null }),
      rememberWrite: assign({ write: ({ event }) => writeFrom(event) }),
      forgetWrite: assign({ write: null, error: null }),
      rememberOpening: assign({ opening: ({ event }) => (event.type === 'open' ? { id: event.id, purpose: event.purpose } : null) }),
      replaceItem: assign({ items: ({ context }, params: { item: Row }) => context.items.map((i) => (i.id === params.item.id ? params.item : i)) }),
      announceOpened: emit((_, params: { purpose: OpenPurpose; item: Row }) => ({ type: 'opened' as const, ...params })),
      announce: emit(({ context }, params: { item: Row | null }) => ({ type: 'written' as const, write: context.write!, item: params.item })),
    },
  }).createMachine({
    id: 'resource',
    initial: 'loading',
    context: { items: [], error: null, write: null, opening: null },
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
      opening: {
        tags: ['opening'],
        invoke: {
          src: 'readItem',
          input: ({ context }) => ({ id: context.opening!.id, row: context.items.find((i) => i.id === context.opening!.id) ?? null }),
          onDone: {
            target: 'idle',
            actions: [
              { type: 'replaceItem', params: ({ event }) => ({ item: event.output }) },
              { type: 'announceOpened', params: ({ context, event }) => ({ purpose: context.opening!.purpose, item: event.output }) },
              assign({ opening: null }),
            ],
          },
          // Gone or unreadable: the list is read again, and shows whether it is still there.
          onError: { target: 'refetching', actions: assign({ opening: null }) },
        },
      },
      creating: {
        tags: ['busy', 'writing'],
        entry: 'clearError',
        invoke: {
          src: 'createItem',
          input: ({ context }) => context.write!,
          onDone: { target: 'refetching', actions: { type: 'announce', params: ({ event }) => ({ item: event.output }) } },
          onError: failWrite,
        },
      },
      updating: {
        tags: ['busy', 'writing'],
        entry: 'clearError',
        invoke: {
          src: 'updateItem',
          input: ({ context }) => context.write!,
          onDone: { target: 'refetching', actions: { type: 'announce', params: ({ event }) => ({ item: event.output }) } },
          onError: failWrite,
        },
      },
      deleting: {
        tags: ['busy', 'writing'],
        entry: 'clearError',
        invoke: {
          src: 'deleteItem',
          input: ({ context }) => context.write!,
          // A delete answers nothing (204): the screen names the row from the list.
          onDone: { target: 'refetching', actions: { type: 'announce', params: { item: null } } },
          onError: failWrite,
        },
      },
      archiving: {
        tags: ['busy', 'writing'],
        entry: 'clearError',
        invoke: {
          src: 'archiveItem',
          input: ({ context }) => context.write!,
          onDone: { target: 'refetching', actions: { type: 'announce', params: ({ event }) => ({ item: event.output }) } },
          onError: failWrite,
        },
      },
      refetching: {
        tags: ['refetching'],
        // Edit or Delete pressed on the next row while the list is read again: it opens once the list is in.
        on: { open: { actions: 'rememberOpening' } },
        invoke: {
          src: 'fetchList',
          onDone: [
            { guard: 'opening', target: 'opening', actions: [{ type: 'storeItems', params: ({ event }) => ({ items: event.output }) }, 'forgetWrite'] },
            { target: 'idle', actions: [{ type: 'storeItems', params: ({ event }) => ({ items: event.output }) }, 'forgetWrite'] },
          ],
          // The write went through; only the refreshed list is missing: keep the old one and say so.
          onError: { target: 'refreshFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      refreshFailed: { on: { ...writes, retry: 'refetching' } },
      // Someone else changed the item since it was read (412): nothing was saved. Reload reads it and the list again.
      stale: {
        on: { reload: 'reloading', clearErrors: { target: 'idle', actions: 'forgetWrite' } },
      },
      reloading: {
        tags: ['busy', 'reloading'],
        invoke: {
          src: 'readItem',
          input: ({ context }) => {
            const id = (context.write as { id: number }).id;
            return { id, row: context.items.find((i) => i.id === id) ?? null };
          },
          onDone: {
            target: 'refetching',
            actions: [
              { type: 'replaceItem', params: ({ event }) => ({ item: event.output }) },
              {
                type: 'announceOpened',
                params: ({ context, event }) => ({ purpose: context.write?.kind === 'delete' ? 'delete' : 'edit', item: event.output }),
              },
            ],
          },
          onError: 'refetching',
        },
      },
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
export type ResourceStatus =
  | 'loading'
  | 'loadFailed'
  | 'idle'
  | 'opening'
  | 'creating'
  | 'updating'
  | 'deleting'
  | 'archiving'
  | 'refetching'
  | 'refreshFailed'
  | 'stale'
  | 'reloading'
  | 'failed';
