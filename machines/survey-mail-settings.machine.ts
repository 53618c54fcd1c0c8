import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MailPreview, SurveyMailSettings } from '../schemas/survey-mail-settings';
import { toFailure, type Failure } from './failure';
import { notProvided } from './lib/not-provided';

/** A survey's mail settings with both mails as the server builds them from those settings. */
export interface MailSettingsView {
  settings: SurveyMailSettings;
  invitation: MailPreview;
  reminder: MailPreview;
}

export interface SurveyMailSettingsContext {
  surveyId: number;
  view: MailSettingsView | null;
  /** What the last save sent, so a refused form keeps showing it. */
  draft: SurveyMailSettings | null;
  error: Failure | null;
  saveError: Failure | null;
}

export type SurveyMailSettingsEvent = { type: 'save'; settings: SurveyMailSettings } | { type: 'retry' } | { type: 'clearErrors' };

export type SurveyMailSettingsEmitted = { type: 'saved' };
export type SurveyMailSettingsStatus = 'loading' | 'loadFailed' | 'idle' | 'saving' | 'saved' | 'saveFailed';

const save = { target: 'saving', actions: 'rememberDraft' } as const;
const storeView = { type: 'storeView', params: ({ event }: { event: { output: MailSettingsView } }) => ({ view: event.output }) } as const;

/** The survey page's mail settings: load them with their previews, save a change, show the previews it makes. */
export const surveyMailSettingsMachine = setup({
  types: {} as { context: SurveyMailSettingsContext; events: SurveyMailSettingsEvent; emitted: SurveyMailSettingsEmitted; input: { surveyId: number } },
  actors: {
    loadMailSettings: fromPromise<MailSettingsView, { surveyId: number }>(notProvided('surveyMailSettings', 'loadMailSettings')),
    saveMailSettings: fromPromise<MailSettingsView, { surveyId: number; settings: SurveyMailSettings }>(notProvided('surveyMailSettings', 'saveMailSettings')),
  },
  actions: {
    storeView: assign({ view: (_, params: { view: MailSettingsView }) => params.view, draft: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toFailure(params.error) }),
    storeSaveError: assign({ saveError: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearErrors: assign({ error: null, saveError: null }),
    rememberDraft: assign({ draft: ({ event }) => (event.type === 'save' ? event.settings : null) }),
    announce: emit({ type: 'saved' as const }),
  },
}).createMachine({
  id: 'surveyMailSettings',
  initial: 'loading',
  context: ({ input }) => ({ surveyId: input.surveyId, view: null, draft: null, error: null, saveError: null }),
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        src: 'loadMailSettings',
        input: ({ context }) => ({ surveyId: context.surveyId }),
        onDone: { target: 'idle', actions: storeView },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    idle: { on: { save } },
    saving: {
      tags: ['busy', 'saving'],
      entry: 'clearErrors',
      invoke: {
        src: 'saveMailSettings',
        input: ({ context }) => ({ surveyId: context.surveyId, settings: context.draft! }),
        onDone: { target: 'saved', actions: [storeView, 'announce'] },
        onError: { target: 'saveFailed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: { on: { save } },
    saveFailed: { on: { save, retry: 'saving', clearErrors: { target: 'idle', actions: 'clearErrors' } } },
  },
});

export type SurveyMailSettingsMachine = typeof surveyMailSettingsMachine;
export type SurveyMailSettingsActor = ActorRefFrom<SurveyMailSettingsMachine>;
export type SurveyMailSettingsSnapshot = SnapshotFrom<SurveyMailSettingsMachine>;
