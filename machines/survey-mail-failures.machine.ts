import type { MailFailure } from '../schemas/mail-failures';
import { createRequestMachine } from './request.machine';

/**
 * The survey page's list of mails that did not reach their raters: the generic request chart
 * with the survey's id as input; `submit` again reloads it after the page refreshed.
 */
export const surveyMailFailuresMachine = createRequestMachine<number, MailFailure[]>('surveyMailFailures');
export type SurveyMailFailuresMachine = typeof surveyMailFailuresMachine;
