import { fromPromise } from 'xstate';
import { auditLogMachine } from '../../../machines/audit-log.machine';
import { surveyApi } from './survey-api';

/**
 * The survey page's rater changes: the audit log's paged list, filtered to one survey, read from
 * GET /survey/survey/{id}/rater-changes/ (open to HR of surveys, not only to admins).
 */
export const liveRaterChanges = auditLogMachine.provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => surveyApi.raterChanges(input.filters.survey, input.before, { signal })),
  },
});
