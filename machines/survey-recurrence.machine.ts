import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SurveyRecurrence } from '../schemas/survey-recurrence';
import { createSettingsFormMachine, type SettingsFormStatus } from './settings-form.machine';

/**
 * A survey's recurring cycle on its page: the settings form's chart (settings-form.machine.ts), loaded and saved as
 * one survey's; the screen provides the two requests bound to that survey.
 */
export const surveyRecurrenceMachine = createSettingsFormMachine<SurveyRecurrence>('surveyRecurrence');

export type SurveyRecurrenceMachine = typeof surveyRecurrenceMachine;
export type SurveyRecurrenceActor = ActorRefFrom<SurveyRecurrenceMachine>;
export type SurveyRecurrenceSnapshot = SnapshotFrom<SurveyRecurrenceMachine>;
export type SurveyRecurrenceStatus = SettingsFormStatus;
