import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PermissionRecord, Switch } from '../schemas/permissions';
import { toFailure, type Failure } from './failure';
import { staleGuard } from './stale-edit';
import { notProvided } from './lib/not-provided';

/** One switch flipped: PATCH /api/permission-on-user-id/ with that one area (or Coach). */
export interface PermissionToggle {
  user_id: number;
  area: Switch;
  value: boolean;
}

/** What a save is sent with: the switch, and the person's record as the screen showed it (to tell a stale screen). */
export interface PermissionSave extends PermissionToggle {
  seen: PermissionRecord;
}

/** A change the server refused, kept on screen until dismissed or the same switch saves. */
export interface PermissionRefusal {
  change: PermissionToggle;
  error: Failure;
}

export interface PermissionsContext {
  companyName: string;
  /** What the server last said: the saved values. */
  records: PermissionRecord[];
  /** Changes sent or waiting, oldest first; the screen shows them over the saved values. */
  pending: PermissionToggle[];
  /** Why the list did not load. */
  error: Failure | null;
  refusal: PermissionRefusal | null;
}

export type PermissionsEvent =
  | ({ type: 'toggle' } & PermissionToggle)
  | { type: 'retry' }
  /** After a stale refusal: read everyone's areas again, dropping the changes not yet saved. */
  | { type: 'reload' }
  | { type: 'clearErrors' };

/** Told once per saved change: the screen toasts it. */
export type PermissionsEmitted = { type: 'saved'; change: PermissionToggle; record: PermissionRecord };

const sameSwitch = (a: PermissionToggle, b: PermissionToggle) => a.user_id === b.user_id && a.area === b.area;
const changeOf = (event: PermissionsEvent): PermissionToggle => {
  if (event.type !== 'toggle') throw new Error(`permissions: ${event.type} is not a change`);
  return { user_id: event.user_id, area: event.area, value: event.value };
};

/**
 * The permissions screen: load every person's permission record, then save one switch at
 * a time, in the order they were flipped. A refused change leaves the saved value as it
 * was, so the switch returns to it.
 */
export const permissionsMachine = setup({
  types: {} as {
    context: PermissionsContext;
    events: PermissionsEvent;
    emitted: PermissionsEmitted;
    input: { companyName: string };
  },
  actors: {
    loadRecords: fromPromise<PermissionRecord[], { companyName: string }>(notProvided('permissions', 'loadRecords')),
    saveChange: fromPromise<PermissionRecord, PermissionSave>(notProvided('permissions', 'saveChange')),
  },
  actions: {
    storeRecords: assign({ records: (_, params: { records: PermissionRecord[] }) => params.records }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    enqueue: assign({ pending: ({ context, event }) => [...context.pending, changeOf(event)] }),
    dequeue: assign({ pending: ({ context }) => context.pending.slice(1) }),
    storeSaved: assign(({ context }, params: { record: PermissionRecord }) => ({
      records: context.records.map((r) => (r.user_id === params.record.user_id ? params.record : r)),
      // Saving the switch that was refused fixes the refusal.
      refusal: context.refusal && sameSwitch(context.refusal.change, context.pending[0]!) ? null : context.refusal,
    })),
    storeRefusal: assign({
      refusal: ({ context }, params: { error: unknown }) => ({ change: context.pending[0]!, error: toFailure(params.error) }),
    }),
    clearRefusal: assign({ refusal: null }),
    dropPending: assign({ pending: [] }),
    announceSaved: emit(({ context }, params: { record: PermissionRecord }) => ({
      type: 'saved' as const,
      change: context.pending[0]!,
      record: params.record,
    })),
  },
  guards: {
    /** Only an employee's areas change; an admin can use every area. */
    changeable: ({ context, event }) => event.type === 'toggle' && context.records.some((r) => r.user_id === event.user_id && r.role === 'user'),
    hasPending: ({ context }) => context.pending.length > 0,
    hasRefusal: ({ context }) => context.refusal !== null,
    stale: staleGuard,
  },
}).createMachine({
  id: 'permissions',
  initial: 'loading',
  context: ({ input }) => ({ companyName: input.companyName, records: [], pending: [], error: null, refusal: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadRecords',
        input: ({ context }) => ({ companyName: context.companyName }),
        onDone: { target: 'ready', actions: { type: 'storeRecords', params: ({ event }) => ({ records: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { clearErrors: { actions: 'clearRefusal' } },
      states: {
        idle: {
          on: { toggle: { guard: 'changeable', target: 'saving', actions: 'enqueue' } },
        },
        saving: {
          tags: ['saving'],
          // Flipped while another change saves: it waits its turn.
          on: { toggle: { guard: 'changeable', actions: 'enqueue' } },
          invoke: {
            src: 'saveChange',
            input: ({ context }) => {
              const change = context.pending[0]!;
              return { ...change, seen: context.records.find((r) => r.user_id === change.user_id)! };
            },
            onDone: {
              target: 'settling',
              actions: [
                { type: 'storeSaved', params: ({ event }) => ({ record: event.output }) },
                { type: 'announceSaved', params: ({ event }) => ({ record: event.output }) },
                'dequeue',
              ],
            },
            onError: [
              // Someone else changed this person's areas since the list was read: nothing more is sent from it.
              {
                guard: 'stale',
                target: '#permissions.stale',
                actions: [{ type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) }, 'dropPending'],
              },
              { target: 'settling', actions: [{ type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) }, 'dequeue'] },
            ],
          },
        },
        /** Chooses at once: the next waiting change, the refusal, or rest. */
        settling: {
          always: [{ guard: 'hasPending', target: 'saving' }, { guard: 'hasRefusal', target: 'failed' }, { target: 'idle' }],
        },
        failed: {
          on: {
            toggle: { guard: 'changeable', target: 'saving', actions: 'enqueue' },
            clearErrors: { target: 'idle', actions: 'clearRefusal' },
          },
        },
      },
    },
    /** A save refused as stale (412): the screen says who changed it and offers to reload; switches wait until then. */
    stale: {
      on: {
        reload: { target: 'loading', actions: 'clearRefusal' },
        clearErrors: { target: 'ready', actions: 'clearRefusal' },
      },
    },
  },
});

export type PermissionsMachine = typeof permissionsMachine;
export type PermissionsActor = ActorRefFrom<PermissionsMachine>;
export type PermissionsSnapshot = SnapshotFrom<PermissionsMachine>;
