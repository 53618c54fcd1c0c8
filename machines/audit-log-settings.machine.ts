import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AuditSettings } from '../schemas/audit-log';
import { toFailure, type Failure } from './failure';
import { staleGuard } from './stale-edit';

export interface AuditSettingsContext {
  /** The settings as the server last answered them. */
  settings: AuditSettings | null;
  /** What the last save sent, so a refused form keeps showing it. */
  draft: AuditSettings | null;
  /** The load's failure. */
  error: Failure | null;
  /** The last save's failure: field errors go to their fields. */
  saveError: Failure | null;
}

export type AuditSettingsEvent =
  | { type: 'save'; settings: AuditSettings }
  | { type: 'retry' }
  /** After a stale save (412): the retention as it is now; what was entered is dropped. */
  | { type: 'reload' }
  | { type: 'clearErrors' };

/** Told once per successful save: the page toasts, and reloads the log (the change is itself an entry). */
export type AuditSettingsEmitted = { type: 'saved'; settings: AuditSettings };

export type AuditSettingsStatus = 'loading' | 'loadFailed' | 'idle' | 'saving' | 'saved' | 'saveFailed' | 'stale';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`auditSettings: the "${name}" actor is not provided`);
};

const save = { target: 'saving', actions: 'rememberDraft' } as const;

/** How long the company keeps its audit log: load it, then save each change as its own request. */
export const auditSettingsMachine = setup({
  types: {} as { context: AuditSettingsContext; events: AuditSettingsEvent; emitted: AuditSettingsEmitted },
  actors: {
    loadSettings: fromPromise<AuditSettings, void>(notProvided('loadSettings')),
    saveSettings: fromPromise<AuditSettings, AuditSettings>(notProvided('saveSettings')),
  },
  actions: {
    storeSettings: assign({ settings: (_, params: { settings: AuditSettings }) => params.settings, draft: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    storeSaveError: assign({ saveError: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearErrors: assign({ error: null, saveError: null }),
    rememberDraft: assign({ draft: ({ event }) => (event.type === 'save' ? event.settings : null) }),
    forgetDraft: assign({ draft: null }),
    announce: emit((_, params: { settings: AuditSettings }) => ({ type: 'saved' as const, settings: params.settings })),
  },
  guards: { stale: staleGuard },
}).createMachine({
  id: 'auditSettings',
  initial: 'loading',
  context: { settings: null, draft: null, error: null, saveError: null },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'loadSettings',
        onDone: { target: 'idle', actions: { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { retry: 'loading', clearErrors: { actions: 'clearErrors' } } },
    idle: { on: { save } },
    saving: {
      tags: ['busy', 'saving'],
      entry: 'clearErrors',
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => context.draft!,
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) },
            { type: 'announce', params: ({ event }) => ({ settings: event.output }) },
          ],
        },
        onError: [
          { guard: 'stale', target: 'stale', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'saveFailed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // Another admin saved the retention since it was loaded (412): nothing was saved. Reload shows theirs.
    stale: { on: { save, reload: { target: 'loading', actions: 'forgetDraft' }, clearErrors: { target: 'idle', actions: 'clearErrors' } } },
    saved: { on: { save } },
    saveFailed: { on: { save, retry: 'saving', clearErrors: { target: 'idle', actions: 'clearErrors' } } },
  },
});

export type AuditSettingsMachine = typeof auditSettingsMachine;
export type AuditSettingsActor = ActorRefFrom<AuditSettingsMachine>;
export type AuditSettingsSnapshot = SnapshotFrom<AuditSettingsMachine>;
