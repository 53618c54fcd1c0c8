import type { Survey } from '../../../schemas/survey';
import type { SurveyCopy } from '../../../schemas/survey-copy';
import type { SurveyRecurrence, SurveyRepeat } from '../../../schemas/survey-recurrence';
import { api, type Signal } from '../../lib/api';

/** "Use as template" and the recurring cycle: the calls beside the survey's own (survey-api.ts). */
export const surveyCycleApi = {
  /** A new draft with the survey's set-up; answers the draft. */
  copy: (surveyId: number, body: SurveyCopy) => api.post<Survey>(`/survey/survey/${surveyId}/copy/`, body),
  recurrence: (surveyId: number, { signal }: Signal = {}) => api.get<SurveyRecurrence>(`/survey/survey/${surveyId}/repeat/`, { signal }),
  setRecurrence: (surveyId: number, body: SurveyRepeat) => api.put<SurveyRecurrence>(`/survey/survey/${surveyId}/repeat/`, body),
};
