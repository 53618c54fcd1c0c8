import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type {
  ActionStatus, DevelopmentAction, DevelopmentActionInput, DevelopmentActionPatch,
} from '../schemas/development-plan';
import { toFailure, type Failure } from './failure';

/** Whose plan: one ratee of one survey (admin), one survey of the caller's (ratee), or all of the caller's. */
export interface PlanScope { survey?: number; ratee?: number }

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
  | { type: 'clearErrors' };

/** Told once per write that went through: the screen toasts. */
export type DevelopmentPlanEmitted = { type: 'done'; write: PlanWrite; action: DevelopmentAction | null; title: string };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`developmentPlan: the "${name}" actor is not provided`);
};

const failWith = { actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;
const open = {
  add: { target: 'editing', actions: 'openCreate' },
  edit: { target: 'editing', actions: 'openEdit' },
  askDelete: { target: 'confirmingDelete', actions: 'openDelete' },
  setStatus: { target: 'settingStatus', actions: 'rememberStatus' },
  refresh: 'refetching',
} as const;
const save = [
  { guard: 'isCreate', target: 'creating', actions: 'rememberSave' },
  { target: 'updating', actions: 'rememberSave' },
] as const;
const close = { target: 'idle', actions: 'forget' } as const;

/**
 * A development plan: load the actions, then add, edit or delete one through its
 * dialog (the feedback area), or move an action's status (the ratee). Each write is one
 * request state → the list refetched | a failure kept, with its dialog, until dismissed.
 * The effects are actors: the admin and the ratee screens provide different endpoints.
 */
export const developmentPlanMachine = setup({
  types: {} as {
    context: DevelopmentPlanContext; events: DevelopmentPlanEvent; emitted: DevelopmentPlanEmitted; input: PlanScope | undefined;
  },
  actors: {
    fetchActions: fromPromise<DevelopmentAction[], PlanScope>(notProvided('fetchActions')),
    createAction: fromPromise<DevelopmentAction, DevelopmentActionInput>(notProvided('createAction')),
    updateAction: fromPromise<DevelopmentAction, { id: number; patch: DevelopmentActionPatch }>(notProvided('updateAction')),
    deleteAction: fromPromise<unknown, { id: number }>(notProvided('deleteAction')),
    setStatus: fromPromise<DevelopmentAction, { id: number; status: ActionStatus }>(notProvided('setStatus')),
  },
  actions: {
    storeActions: assign({ actions: (_, params: { actions: DevelopmentAction[] }) => params.actions }),
    replaceAction: assign({
      actions: ({ context }, params: { action: DevelopmentAction }) => context.actions.map((a) => (a.id === params.action.id ? params.action : a)),
    }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearError: assign({ error: null }),
    openCreate: assign(({ event }) => (event.type === 'add' ? { dialog: { kind: 'create' as const, values: event.values ?? {} }, error: null } : {})),
    openEdit: assign(({ event }) => (event.type === 'edit' ? { dialog: { kind: 'edit' as const, action: event.action }, error: null } : {})),
    openDelete: assign(({ event }) => (event.type === 'askDelete' ? { dialog: { kind: 'delete' as const, action: event.action }, error: null } : {})),
    rememberSave: assign(({ event }) => (event.type === 'save' ? { write: event.write } : {})),
    rememberDelete: assign(({ context }) => ({ write: { kind: 'delete' as const, id: (context.dialog as { action: DevelopmentAction }).action.id } })),
    rememberStatus: assign(({ event }) => (event.type === 'setStatus' ? { write: { kind: 'status' as const, id: event.id, status: event.status } } : {})),
    forget: assign({ dialog: null, write: null, error: null }),
    announce: emit(({ context, event }) => {
      const action = ((event as { output?: unknown }).output ?? null) as DevelopmentAction | null;
      const write = context.write!;
      // A delete answers nothing: its title comes from the dialog that asked.
      const title = action?.title ?? context.actions.find((a) => 'id' in write && a.id === write.id)?.title ?? '';
      return { type: 'done' as const, write, action, title };
    }),
  },
  guards: {
    isCreate: ({ event }) => event.type === 'save' && event.write.kind === 'create',
  },
}).createMachine({
  id: 'developmentPlan',
  initial: 'loading',
  context: ({ input }) => ({ scope: input ?? {}, actions: [], dialog: null, write: null, error: null }),
  states: {
    loading: {
      tags: ['busy', 'loading'],
      entry: 'clearError',
      invoke: {
        src: 'fetchActions', input: ({ context }) => context.scope,
        onDone: { target: 'idle', actions: { type: 'storeActions', params: ({ event }) => ({ actions: event.output }) } },
        onError: { target: 'loadFailed', ...failWith },
      },
    },
    loadFailed: { on: { retry: 'loading', refresh: 'loading' } },
    idle: { on: open },
    editing: { on: { save, cancel: close } },
    creating: {
      tags: ['busy', 'saving'], entry: 'clearError',
      invoke: {
        src: 'createAction', input: ({ context }) => (context.write as Extract<PlanWrite, { kind: 'create' }>).input,
        onDone: { target: 'refetching', actions: ['announce', 'forget'] }, onError: { target: 'saveFailed', ...failWith },
      },
    },
    updating: {
      tags: ['busy', 'saving'], entry: 'clearError',
      invoke: {
        src: 'updateAction', input: ({ context }) => context.write as Extract<PlanWrite, { kind: 'update' }>,
        onDone: { target: 'refetching', actions: ['announce', 'forget'] }, onError: { target: 'saveFailed', ...failWith },
      },
    },
    saveFailed: { on: { save, clearErrors: { target: 'editing', actions: 'clearError' }, cancel: close } },
    confirmingDelete: { on: { confirm: { target: 'deleting', actions: 'rememberDelete' }, cancel: close } },
    deleting: {
      tags: ['busy', 'saving'], entry: 'clearError',
      invoke: {
        src: 'deleteAction', input: ({ context }) => context.write as Extract<PlanWrite, { kind: 'delete' }>,
        onDone: { target: 'refetching', actions: ['announce', 'forget'] }, onError: { target: 'deleteFailed', ...failWith },
      },
    },
    deleteFailed: { on: { confirm: 'deleting', retry: 'deleting', clearErrors: { target: 'confirmingDelete', actions: 'clearError' }, cancel: close } },
    settingStatus: {
      tags: ['busy'], entry: 'clearError',
      invoke: {
        src: 'setStatus', input: ({ context }) => context.write as Extract<PlanWrite, { kind: 'status' }>,
        onDone: { target: 'idle', actions: [{ type: 'replaceAction', params: ({ event }) => ({ action: event.output }) }, 'announce', 'forget'] },
        onError: { target: 'statusFailed', ...failWith },
      },
    },
    statusFailed: { on: { ...open, retry: 'settingStatus', clearErrors: close } },
    refetching: {
      tags: ['refetching'],
      invoke: {
        src: 'fetchActions', input: ({ context }) => context.scope,
        onDone: { target: 'idle', actions: { type: 'storeActions', params: ({ event }) => ({ actions: event.output }) } },
        // The write went through; only the refreshed list is missing: keep the old one and say so.
        onError: { target: 'stale', ...failWith },
      },
    },
    stale: { on: { ...open, retry: 'refetching' } },
  },
});

export type DevelopmentPlanMachine = typeof developmentPlanMachine;
export type DevelopmentPlanActor = ActorRefFrom<DevelopmentPlanMachine>;
export type DevelopmentPlanSnapshot = SnapshotFrom<DevelopmentPlanMachine>;
export type DevelopmentPlanStatus =
  | 'loading' | 'loadFailed' | 'idle' | 'editing' | 'creating' | 'updating' | 'saveFailed' | 'confirmingDelete'
  | 'deleting' | 'deleteFailed' | 'settingStatus' | 'statusFailed' | 'refetching' | 'stale';
