import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toFailure, type Failure } from './failure';
import { staleGuard } from './stale-edit';
import { notProvided } from './lib/not-provided';

export interface SettingsFormContext<T> {
  /** The settings as the server last answered them. */
  settings: T | null;
  /** What the last save sent, so a refused form keeps showing it. */
  draft: T | null;
  /** The load's failure. */
  error: Failure | null;
  /** The last save's failure: field errors go to their fields. */
  saveError: Failure | null;
}

export type SettingsFormEvent<T> =
  | { type: 'save'; settings: T }
  | { type: 'retry' }
  /** After a stale save (412): the settings as they are now; what was entered is dropped. */
  | { type: 'reload' }
  | { type: 'clearErrors' };

/** Told once per successful save: the page toasts, and reloads what depends on the settings. */
export type SettingsFormEmitted<T> = { type: 'saved'; settings: T };

export type SettingsFormStatus = 'loading' | 'loadFailed' | 'idle' | 'saving' | 'saved' | 'saveFailed' | 'stale';

const save = { target: 'saving', actions: 'rememberDraft' } as const;

/**
 * A company's settings form (the feedback thresholds, the audit log's retention): load them, then save each change as
 * its own request. A save refused as stale (412) waits in `stale` until `reload` (theirs) or `clearErrors` (keep the form).
 */
export function createSettingsFormMachine<T extends object>(id: string) {
  return setup({
    types: {} as { context: SettingsFormContext<T>; events: SettingsFormEvent<T>; emitted: SettingsFormEmitted<T> },
    actors: {
      loadSettings: fromPromise<T, void>(notProvided(id, 'loadSettings')),
      saveSettings: fromPromise<T, { settings: T }>(notProvided(id, 'saveSettings')),
    },
    actions: {
      storeSettings: assign({ settings: (_, params: { settings: T }) => params.settings, draft: null }),
      storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
      storeSaveError: assign({ saveError: (_, params: { error: unknown }) => toFailure(params.error) }),
      clearErrors: assign({ error: null, saveError: null }),
      rememberDraft: assign({ draft: ({ event }) => (event.type === 'save' ? event.settings : null) }),
      forgetDraft: assign({ draft: null }),
      announce: emit((_, params: { settings: T }) => ({ type: 'saved' as const, settings: params.settings })),
    },
    guards: { stale: staleGuard },
  }).createMachine({
    id,
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
          input: ({ context }) => ({ settings: context.draft! }),
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
      // Someone else saved the settings since they were loaded (412): nothing was saved. Reload shows theirs.
      stale: { on: { save, reload: { target: 'loading', actions: 'forgetDraft' }, clearErrors: { target: 'idle', actions: 'clearErrors' } } },
      saved: { on: { save } },
      saveFailed: { on: { save, retry: 'saving', clearErrors: { target: 'idle', actions: 'clearErrors' } } },
    },
  });
}

export type SettingsFormMachine<T extends object> = ReturnType<typeof createSettingsFormMachine<T>>;
export type SettingsFormActor<T extends object> = ActorRefFrom<SettingsFormMachine<T>>;
export type SettingsFormSnapshot<T extends object> = SnapshotFrom<SettingsFormMachine<T>>;
