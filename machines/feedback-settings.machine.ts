import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FeedbackSettings } from '../schemas/analytics';
import { createSettingsFormMachine, type SettingsFormStatus } from './settings-form.machine';

/** The company's thresholds: the settings form's chart (settings-form.machine.ts). */
export const feedbackSettingsMachine = createSettingsFormMachine<FeedbackSettings>('feedbackSettings');

export type FeedbackSettingsMachine = typeof feedbackSettingsMachine;
export type FeedbackSettingsActor = ActorRefFrom<FeedbackSettingsMachine>;
export type FeedbackSettingsSnapshot = SnapshotFrom<FeedbackSettingsMachine>;
export type FeedbackSettingsStatus = SettingsFormStatus;
