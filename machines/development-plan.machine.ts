import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ActionStatus, DevelopmentAction, DevelopmentActionInput, DevelopmentActionPatch } from '../schemas/development-plan';
import { toFailure, type Failure } from './failure';
import { staleGuard } from './stale-edit';
import { notProvided } from './lib/not-provided';

/** Whose plan: one ratee of one survey (admin), one survey of the caller's (ratee), or all of the caller's. */
export interface PlanScope {
  survey?: number;
  ratee?: number;
}

/** The dialog open: add (with prefilled values), edit or delete one action. */
export type PlanDialog =
  | { kind: 'create'; values: Partial<DevelopmentActionInput> }
  | { kind: 'edit'; action: DevelopmentAction }
  | { kind: 'delete'; action: DevelopmentAction };

/** The write in flight or last failed. */
export type PlanWrite =
  | { kind: 'create'; input: DevelopmentActionInput }
  | { kind: 'update'; id: number; patch: DevelopmentActionPatch }
  | { kind: 'delete'; id: number }
  | { kind: 'status'; id: number; status: ActionStatus };

export interface DevelopmentPlanContext {
  scope: PlanScope;
  actions: DevelopmentAction[];
  dialog: PlanDialog | null;
  write: PlanWrite | null;
  error: Failure | null;
  /** The action being read as it is now before its dialog opens (so the save sends that version as If-Match). */
  opening: { id: number; purpose: 'edit' | 'delete' } | null;
}

export type DevelopmentPlanEvent =
  | { type: 'add'; values?: Partial<DevelopmentActionInput> }
  | { type: 'edit'; action: DevelopmentAction }
  | { type: 'askDelete'; action: DevelopmentAction }
  | { type: 'save'; write: Extract<PlanWrite, { kind: 'create' | 'update' }> }
  | { type: 'confirm' }
  | { type: 'setStatus'; id: number; status: ActionStatus }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'refresh' }
  /** After a save refused as stale (412): reads the action and the list again; nothing stale is kept. */
  | { type: 'reload' }
  | { type: 'clearErrors' };

/** Told once per write that went through: the screen toasts. */
export type DevelopmentPlanEmitted = { type: 'done'; write: PlanWrite; action: DevelopmentAction | null; title: string };

const failWith = { actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;
/** A write refused because someone changed the action since it was read (412) is stale; any other failure is `target`'s. */
const failWrite = (target: string) =>
  [
    { guard: 'stale', target: 'stale', ...failWith },
    { target, ...failWith },
  ] as const;
const open = {
  add: { target: 'editing', actions: 'openCreate' },
  edit: { target: 'opening', actions: 'rememberOpening' },
  askDelete: { target: 'opening', actions: 'rememberOpening' },
  setStatus: { target: 'checkingStatus', actions: 'rememberStatus' },
  refresh: 'refetching',
} as const;
const save = [
  { guard: 'isCreate', target: 'creating', actions: 'rememberSave' },
  { target: 'updating', actions: 'rememberSave' },
] as const;
const close = { target: 'idle', actions: 'forget' } as const;
/** Back to the dialog still open (its entries kept), or to the list. */
const backToDialog = <A>(actions: A) =>
  [
    { guard: 'editDialog', target: 'editing', actions },
    { guard: 'deleteDialog', target: 'confirmingDelete', actions },
    { target: 'idle', actions: [actions, 'forget'] },
  ] as const;
const actionOf = (context: DevelopmentPlanContext, id: number) => ({ id, row: context.actions.find((a) => a.id === id) ?? null });

/**
 * A development plan: load the actions, then add, edit or delete one through its
 * dialog (the feedback area), or move an action's status (the ratee). Each write is one
 * request state → the list refetched | a failure kept, with its dialog, until dismissed.
 * The effects are actors: the admin and the ratee screens provide different endpoints.
 * Stale edits: an action is read (readAction, its one-item GET) before its dialog opens or its status moves, so the
 * write sends that version as If-Match; a 412 goes to `stale` (who, when), left by `reload` or `clearErrors`.
 */
export const developmentPlanMachine = setup({
  types: {} as {
    context: DevelopmentPlanContext;
    events: DevelopmentPlanEvent;
    emitted: DevelopmentPlanEmitted;
    input: PlanScope | undefined;
  },
  actors: {
    fetchActions: fromPromise<DevelopmentAction[], PlanScope>(notProvided('developmentPlan', 'fetchActions')),
    createAction: fromPromise<DevelopmentAction, DevelopmentActionInput>(notProvided('developmentPlan', 'createAction')),
    updateAction: fromPromise<DevelopmentAction, { id: number; patch: DevelopmentActionPatch }>(notProvided('developmentPlan', 'updateAction')),
    deleteAction: fromPromise<unknown, { id: number }>(notProvided('developmentPlan', 'deleteAction')),
    setStatus: fromPromise<DevelopmentAction, { id: number; status: ActionStatus }>(notProvided('developmentPlan', 'setStatus')),
    // The one-item GET that gives the action's version; without one, the row the list shows.
    readAction: fromPromise<DevelopmentAction, { id: number; row: DevelopmentAction | null }>(async ({ input }) => {
      if (!input.row) throw new Error(`developmentPlan: action ${input.id} is not in the list`);
      return input.row;
    }),
  },
  actions: {
    storeActions: assign({ actions: (_, params: { actions: DevelopmentAction[] }) => params.actions }),
    replaceAction: assign({
      actions: ({ context }, params: { action: DevelopmentAction }) => context.actions.map((a) => (a.id === params.action.id ? params.action : a)),
    }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    openCreate: assign(({ event }) => (event.type === 'add' ? { dialog: { kind: 'create' as const, values: event.values ?? {} }, error: null } : {})),
    rememberOpening: assign(({ event }) =>
      event.type === 'edit' || event.type === 'askDelete'
        ? { opening: { id: event.action.id, purpose: event.type === 'edit' ? ('edit' as const) : ('delete' as const) }, error: null }
        : {},
    ),
    /** The action as just read: in the list, and in the dialog it opens (or the one already open). */
    openRead: assign(({ context }, params: { action: DevelopmentAction; kind: 'edit' | 'delete' }) => ({
      actions: context.actions.map((a) => (a.id === params.action.id ? params.action : a)),
      dialog: { kind: params.kind, action: params.action },
      opening: null,
      error: null,
    })),
    rememberSave: assign(({ event }) => (event.type === 'save' ? { write: event.write } : {})),
    rememberDelete: assign(({ context }) => ({ write: { kind: 'delete' as const, id: (context.dialog as { action: DevelopmentAction }).action.id } })),
    rememberStatus: assign(({ event }) => (event.type === 'setStatus' ? { write: { kind: 'status' as const, id: event.id, status: event.status } } : {})),
    forget: assign({ dialog: null, write: null, error: null, opening: null }),
    announce: emit(({ context }, { action }: { action: DevelopmentAction | null }) => {
      const write = context.write!;
      // A delete answers nothing (204, so no action): its title comes from the dialog that asked.
      const title = action?.title ?? context.actions.find((a) => 'id' in write && a.id === write.id)?.title ?? '';
      return { type: 'done' as const, write, action, title };
    }),
  },
  guards: {
    isCreate: ({ event }) => event.type === 'save' && event.write.kind === 'create',
    stale: staleGuard,
    opensEdit: ({ context }) => context.opening?.purpose === 'edit',
    editDialog: ({ context }) => context.dialog?.kind === 'edit',
    deleteDialog: ({ context }) => context.dialog?.kind === 'delete',
  },
}).createMachine({
  id: 'developmentPlan',
  initial: 'loading',
  context: ({ input }) => ({ scope: input ?? {}, actions: [], dialog: null, write: null, error: null, opening: null }),
  states: {
    loading: {
      tags: ['busy', 'loading'],
      entry: 'clearError',
      invoke: {
        src: 'fetchActions',
        input: ({ context }) => context.scope,
        onDone: { target: 'idle', actions: { type: 'storeActions', params: ({ event }) => ({ actions: event.output }) } },
        onError: { target: 'loadFailed', ...failWith },
      },
    },
    loadFailed: { on: { retry: 'loading', refresh: 'loading' } },
    idle: { on: open },
    opening: {
      tags: ['busy', 'opening'],
      invoke: {
        src: 'readAction',
        input: ({ context }) => actionOf(context, context.opening!.id),
        onDone: [
          { guard: 'opensEdit', target: 'editing', actions: { type: 'openRead', params: ({ event }) => ({ action: event.output, kind: 'edit' as const }) } },
          { target: 'confirmingDelete', actions: { type: 'openRead', params: ({ event }) => ({ action: event.output, kind: 'delete' as const }) } },
        ],
        // Gone or unreadable: the list is read again, and shows whether it is still there.
        onError: { target: 'refetching', actions: 'forget' },
      },
    },
    editing: { on: { save, cancel: close } },
    creating: {
      tags: ['busy', 'saving'],
      entry: 'clearError',
      invoke: {
        src: 'createAction',
        input: ({ context }) => (context.write as Extract<PlanWrite, { kind: 'create' }>).input,
        onDone: { target: 'refetching', actions: [{ type: 'announce', params: ({ event }) => ({ action: event.output }) }, 'forget'] },
        onError: { target: 'saveFailed', ...failWith },
      },
    },
    updating: {
      tags: ['busy', 'saving'],
      entry: 'clearError',
      invoke: {
        src: 'updateAction',
        input: ({ context }) => context.write as Extract<PlanWrite, { kind: 'update' }>,
        onDone: { target: 'refetching', actions: [{ type: 'announce', params: ({ event }) => ({ action: event.output }) }, 'forget'] },
        onError: failWrite('saveFailed'),
      },
    },
    saveFailed: { on: { save, clearErrors: { target: 'editing', actions: 'clearError' }, cancel: close } },
    confirmingDelete: { on: { confirm: { target: 'deleting', actions: 'rememberDelete' }, cancel: close } },
    deleting: {
      tags: ['busy', 'saving'],
      entry: 'clearError',
      invoke: {
        src: 'deleteAction',
        input: ({ context }) => context.write as Extract<PlanWrite, { kind: 'delete' }>,
        onDone: { target: 'refetching', actions: [{ type: 'announce', params: { action: null } }, 'forget'] },
        onError: failWrite('deleteFailed'),
      },
    },
    deleteFailed: { on: { confirm: 'deleting', retry: 'deleting', clearErrors: { target: 'confirmingDelete', actions: 'clearError' }, cancel: close } },
    checkingStatus: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'readAction',
        input: ({ context }) => actionOf(context, (context.write as { id: number }).id),
        onDone: 'settingStatus',
        onError: { target: 'statusFailed', ...failWith },
      },
    },
    settingStatus: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'setStatus',
        input: ({ context }) => context.write as Extract<PlanWrite, { kind: 'status' }>,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'replaceAction', params: ({ event }) => ({ action: event.output }) },
            { type: 'announce', params: ({ event }) => ({ action: event.output }) },
            'forget',
          ],
        },
        onError: failWrite('statusFailed'),
      },
    },
    statusFailed: { on: { ...open, retry: 'settingStatus', clearErrors: close } },
    refetching: {
      tags: ['refetching'],
      invoke: {
        src: 'fetchActions',
        input: ({ context }) => context.scope,
        onDone: { target: 'idle', actions: { type: 'storeActions', params: ({ event }) => ({ actions: event.output }) } },
        // The write went through; only the refreshed list is missing: keep the old one and say so.
        onError: { target: 'refreshFailed', ...failWith },
      },
    },
    refreshFailed: { on: { ...open, retry: 'refetching' } },
    // Someone else changed the action since it was read (412): nothing was saved. Reload reads it and the list again.
    stale: { on: { reload: 'reloading', clearErrors: backToDialog('clearError'), cancel: close } },
    reloading: {
      tags: ['busy', 'reloading'],
      invoke: {
        src: 'readAction',
        input: ({ context }) => actionOf(context, (context.write as { id: number }).id),
        onDone: [
          {
            guard: 'deleteDialog',
            target: 'reloadingList',
            actions: { type: 'openRead', params: ({ event }) => ({ action: event.output, kind: 'delete' as const }) },
          },
          {
            guard: 'editDialog',
            target: 'reloadingList',
            actions: { type: 'openRead', params: ({ event }) => ({ action: event.output, kind: 'edit' as const }) },
          },
          { target: 'reloadingList' },
        ],
        // Gone: the dialog closes and the list shows it is.
        onError: { target: 'refetching', actions: 'forget' },
      },
    },
    reloadingList: {
      tags: ['busy', 'reloading'],
      entry: assign({ write: null, error: null }),
      invoke: {
        src: 'fetchActions',
        input: ({ context }) => context.scope,
        onDone: backToDialog({ type: 'storeActions', params: ({ event }: { event: { output: DevelopmentAction[] } }) => ({ actions: event.output }) }),
        // The action itself was read again: the dialog shows it, with the list as it was.
        onError: backToDialog('clearError'),
      },
    },
  },
});

export type DevelopmentPlanMachine = typeof developmentPlanMachine;
export type DevelopmentPlanActor = ActorRefFrom<DevelopmentPlanMachine>;
export type DevelopmentPlanSnapshot = SnapshotFrom<DevelopmentPlanMachine>;
export type DevelopmentPlanStatus =
  | 'loading'
  | 'loadFailed'
  | 'idle'
  | 'editing'
  | 'creating'
  | 'updating'
  | 'saveFailed'
  | 'confirmingDelete'
  | 'deleting'
  | 'deleteFailed'
  | 'opening'
  | 'checkingStatus'
  | 'settingStatus'
  | 'statusFailed'
  | 'refetching'
  | 'refreshFailed'
  | 'stale'
  | 'reloading'
  | 'reloadingList';
