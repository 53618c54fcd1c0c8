import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { FeedbackSettings } from '../schemas/analytics';
import { toFailure, type Failure } from './failure';
import { staleGuard } from './stale-edit';

export interface FeedbackSettingsContext {
  /** The settings as the server last answered them. */
  settings: FeedbackSettings | null;
  /** What the last save sent, so a refused form keeps showing it. */
  draft: FeedbackSettings | null;
  /** The load's failure. */
  error: Failure | null;
  /** The last save's failure: field errors go to their fields. */
  saveError: Failure | null;
}

export type FeedbackSettingsEvent =
  | { type: 'save'; settings: FeedbackSettings }
  | { type: 'retry' }
  /** After a stale save (412): the settings as they are now; what was entered is dropped. */
  | { type: 'reload' }
  | { type: 'clearErrors' };

/** Told once per successful save: the page toasts and reloads what depends on the thresholds. */
export type FeedbackSettingsEmitted = { type: 'saved'; settings: FeedbackSettings };

export type FeedbackSettingsStatus = 'loading' | 'loadFailed' | 'idle' | 'saving' | 'saved' | 'saveFailed' | 'stale';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`feedbackSettings: the "${name}" actor is not provided`);
};

const save = { target: 'saving', actions: 'rememberDraft' } as const;

/** The company's thresholds: load them, then save each change as its own request. */
export const feedbackSettingsMachine = setup({
  types: {} as { context: FeedbackSettingsContext; events: FeedbackSettingsEvent; emitted: FeedbackSettingsEmitted },
  actors: {
    loadSettings: fromPromise<FeedbackSettings, void>(notProvided('loadSettings')),
    saveSettings: fromPromise<FeedbackSettings, FeedbackSettings>(notProvided('saveSettings')),
  },
  actions: {
    storeSettings: assign({ settings: (_, params: { settings: FeedbackSettings }) => params.settings, draft: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    storeSaveError: assign({ saveError: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearErrors: assign({ error: null, saveError: null }),
    rememberDraft: assign({ draft: ({ event }) => (event.type === 'save' ? event.settings : null) }),
    forgetDraft: assign({ draft: null }),
    announce: emit((_, params: { settings: FeedbackSettings }) => ({ type: 'saved' as const, settings: params.settings })),
  },
  guards: { stale: staleGuard },
}).createMachine({
  id: 'feedbackSettings',
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
    // Someone else saved the thresholds since they were loaded (412): nothing was saved. Reload shows theirs.
    stale: { on: { save, reload: { target: 'loading', actions: 'forgetDraft' }, clearErrors: { target: 'idle', actions: 'clearErrors' } } },
    saved: { on: { save } },
    saveFailed: { on: { save, retry: 'saving', clearErrors: { target: 'idle', actions: 'clearErrors' } } },
  },
});

export type FeedbackSettingsMachine = typeof feedbackSettingsMachine;
export type FeedbackSettingsActor = ActorRefFrom<FeedbackSettingsMachine>;
export type FeedbackSettingsSnapshot = SnapshotFrom<FeedbackSettingsMachine>;
