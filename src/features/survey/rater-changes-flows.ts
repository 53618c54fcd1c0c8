import { fromPromise } from 'xstate';
import { raterChangesMachine } from '../../../machines/rater-changes.machine';
import type { AuditLogPage } from '../../../schemas/audit-log';
import { api } from '../../lib/api';

/** The survey page's rater changes: GET /survey/survey/{id}/rater-changes/, a page at a time. */
export const liveRaterChanges = raterChangesMachine.provide({
  actors: {
    fetchChanges: fromPromise(({ input, signal }) =>
      api.get<AuditLogPage>(`/survey/survey/${input.surveyId}/rater-changes/`, { signal, query: { before: input.before } })),
  },
});
