import { fromPromise } from 'xstate';
import { dashboardMachine } from '../../../machines/dashboard.machine';
import type { DashboardSummary } from '../../../schemas/analytics';
import { api } from '../../lib/api';

/** The dashboard over the real API: GET /dashboard/summary/. */
export const liveDashboard = dashboardMachine.provide({
  actors: {
    loadSummary: fromPromise<DashboardSummary, void>(({ signal }) => api.get<DashboardSummary>('/dashboard/summary/', { signal })),
  },
});
