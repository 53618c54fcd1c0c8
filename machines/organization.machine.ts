import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom, type StateValue } from 'xstate';
import type { OrgNode } from '../schemas/organization';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** A company list (designation, department, group) as GET /api/<list>/ answers it. */
export interface NamedItem {
  id: number;
  name: string;
}
export interface NameLists {
  designation: NamedItem[];
  department: NamedItem[];
  group: NamedItem[];
}

/** What the screen reads: the nodes as the tree draws them (employee and manager) and the lists that name their ids. */
export interface OrganizationData {
  nodes: OrgNode[];
  /** Null when the lists could not be read: the tree still shows, without those names. */
  lists: NameLists | null;
}

/** A change of manager: `parentId` null puts the person at the top of the organisation. */
export interface Move {
  id: number;
  parentId: number | null;
  previousParentId: number | null;
}

export interface OrganizationContext extends OrganizationData {
  error: Failure | null;
  /** The move being saved, or the one the server refused. */
  move: Move | null;
}

export type OrganizationEvent = { type: 'move'; id: number; parentId: number | null } | { type: 'retry' } | { type: 'refresh' } | { type: 'clearErrors' };

/** Told once per saved move: the screen toasts it. */
export type OrganizationEmitted = { type: 'moved'; move: Move };

/** Organization data status: pending, true, false. */
export type OrganizationStatus = 'pending' | true | false;

/** The nodes with one person under a new manager (the saved answer, or the move in flight). */
export function withMove<T extends OrgNode>(nodes: readonly T[], move: Move): T[] {
  return nodes.map((n) => (n.id === move.id ? { ...n, parent_id: move.parentId } : n));
}

/**
 * The organisation tree: load the nodes (pending → true | false), then change one
 * person's manager at a time. The context keeps the last saved nodes only: a refused
 * move leaves them untouched, so the tree returns to the saved state by itself.
 */
export const organizationMachine = setup({
  types: {} as { context: OrganizationContext; events: OrganizationEvent; emitted: OrganizationEmitted },
  actors: {
    loadOrganization: fromPromise<OrganizationData, void>(notProvided('organization', 'loadOrganization')),
    saveMove: fromPromise<unknown, Move>(notProvided('organization', 'saveMove')),
  },
  actions: {
    storeData: assign((_, params: OrganizationData) => ({ nodes: params.nodes, lists: params.lists })),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    rememberMove: assign({
      move: ({ context, event }) => {
        assertEvent(event, 'move');
        const { id, parentId } = event;
        return { id, parentId, previousParentId: context.nodes.find((n) => n.id === id)?.parent_id ?? null };
      },
    }),
    applyMove: assign({ nodes: ({ context }) => withMove(context.nodes, context.move!) }),
    forgetMove: assign({ move: null, error: null }),
    announce: emit(({ context }) => ({ type: 'moved' as const, move: context.move! })),
  },
  guards: {
    /** A person known to the tree, under someone else than now, and not under themselves. */
    isChange: ({ context, event }) => {
      if (event.type !== 'move' || event.id === event.parentId) return false;
      const node = context.nodes.find((n) => n.id === event.id);
      return node !== undefined && node.parent_id !== event.parentId;
    },
  },
}).createMachine({
  id: 'organization',
  initial: 'loading',
  context: { nodes: [], lists: null, error: null, move: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'loadOrganization',
        onDone: { target: 'ready', actions: { type: 'storeData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: 'loading', refresh: 'loading', clearErrors: { actions: 'clearError' } } },
    ready: {
      initial: 'idle',
      on: { refresh: { target: 'loading', actions: 'forgetMove' } },
      states: {
        idle: { on: { move: { guard: 'isChange', target: 'saving', actions: 'rememberMove' } } },
        saving: {
          tags: ['busy', 'saving'],
          entry: 'clearError',
          invoke: {
            src: 'saveMove',
            input: ({ context }) => context.move!,
            onDone: { target: 'saved', actions: ['applyMove', 'announce'] },
            onError: { target: 'moveFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saved: { on: { move: { guard: 'isChange', target: 'saving', actions: 'rememberMove' } } },
        moveFailed: {
          on: {
            move: { guard: 'isChange', target: 'saving', actions: 'rememberMove' },
            clearErrors: { target: 'idle', actions: 'forgetMove' },
          },
        },
      },
    },
  },
});

export type OrganizationMachine = typeof organizationMachine;
export type OrganizationActor = ActorRefFrom<OrganizationMachine>;
export type OrganizationSnapshot = SnapshotFrom<OrganizationMachine>;

/** The spec's three-valued status, read from the state. */
export function organizationStatus(value: StateValue): OrganizationStatus {
  if (value === 'loading') return 'pending';
  return value !== 'failed';
}
