import type { FeedbackReport } from '../../../../schemas/feedback';
import type { TeamOverview } from '../../../../schemas/team';
import { api, type Signal } from '../../../lib/api';

/** A manager's calls (server/feedback/routes/team-routes.ts). */
export const teamApi = {
  overview: ({ signal }: Signal = {}) => api.get<TeamOverview>('/team/overview/', { signal }),
  /** A direct report's released report. */
  report: (surveyId: number, rateeId: number, { signal }: Signal = {}) => api.get<FeedbackReport>(`/team/reports/${surveyId}/${rateeId}/`, { signal }),
};
