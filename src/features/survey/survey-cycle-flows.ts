import { fromPromise } from 'xstate';
import { createRequestMachine } from '../../../machines/request.machine';
import { surveyRecurrenceMachine, type SurveyRecurrenceMachine } from '../../../machines/survey-recurrence.machine';
import type { Survey } from '../../../schemas/survey';
import type { SurveyCopy } from '../../../schemas/survey-copy';
import { surveyCycleApi } from './survey-cycle-api';

export interface CopySurvey {
  surveyId: number;
  body: SurveyCopy;
}
export const copySurveyMachine = createRequestMachine<CopySurvey, Survey>('copySurvey');
export type CopySurveyMachine = typeof copySurveyMachine;

/** "Use as template": the new draft, which the wizard then opens. */
export const liveCopySurvey = copySurveyMachine.provide({
  actors: { request: fromPromise(({ input }) => surveyCycleApi.copy(input.surveyId, input.body)) },
});

/** One survey's recurring cycle: read and saved as that survey's; the form sends only the month count. */
export const liveSurveyRecurrence = (surveyId: number): SurveyRecurrenceMachine =>
  surveyRecurrenceMachine.provide({
    actors: {
      loadSettings: fromPromise(({ signal }) => surveyCycleApi.recurrence(surveyId, { signal })),
      saveSettings: fromPromise(({ input }) => surveyCycleApi.setRecurrence(surveyId, { repeat_months: input.settings.repeat_months })),
    },
  });
