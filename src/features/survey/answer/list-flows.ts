import { fromPromise } from 'xstate';
import { createRequestMachine, type RequestMachine } from '../../../../machines/request.machine';
import type { RaterSurveyList } from '../../../../schemas/survey-answer';
import { answerApi } from './answer-api';

/** One survey of a rater list with the caller's assignments in it. */
export type RaterSurveyEntry = RaterSurveyList['result'][number];

/**
 * Both rater lists are one read each with nothing to send: the generic request chart, the
 * page sending `submit` once (and `retry` after a failure).
 */
export type RaterSurveysMachine = RequestMachine<void, RaterSurveyList>;
export const raterSurveysMachine: RaterSurveysMachine = createRequestMachine<void, RaterSurveyList>('raterSurveys');

/** What the signed-in person still has to answer. */
export const liveDrafts = raterSurveysMachine.provide({ actors: { request: fromPromise(({ signal }) => answerApi.drafts({ signal })) } });
/** What they have submitted. */
export const liveCompleted = raterSurveysMachine.provide({ actors: { request: fromPromise(({ signal }) => answerApi.completed({ signal })) } });
