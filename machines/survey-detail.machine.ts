import type { Assignment, RateeProgress, Survey } from '../schemas/survey';
import { createRequestMachine } from './request.machine';

/** Everything the detail page shows of one survey, fetched together. */
export interface SurveyDetail {
  survey: Survey;
  progress: RateeProgress[];
  assignments: Assignment[];
}

/**
 * The detail page's load: the generic request chart with the survey's id as input. Sending
 * `submit` again after an action refetches; the last answer stays in `output` meanwhile
 * (and after a failed refetch), so the page keeps showing it. A 404 is a failure whose
 * status the page reads as "not found".
 */
export const surveyDetailMachine = createRequestMachine<number, SurveyDetail>('surveyDetail');
export type SurveyDetailMachine = typeof surveyDetailMachine;
