import { fromPromise } from 'xstate';
import { dashboardMachine, type DashboardSnapshot } from '../../../machines/dashboard.machine';
import { createRequestMachine, type RequestMachine } from '../../../machines/request.machine';
import type { DashboardAlerts, DashboardSummary } from '../../../schemas/analytics';
import { takeEarlyData } from '../../lib/early-requests';
import { getToken } from '../../lib/token';
import { dashboardApi } from './dashboard-api';

/** The dashboard over the real API: GET /dashboard/summary/. */
export const liveDashboard = dashboardMachine.provide({
  actors: {
    loadSummary: fromPromise<DashboardSummary, void>(({ signal }) => dashboardApi.summary({ signal })),
  },
});

/**
 * The summary the page asked for as it opened (src/app/prepare-signed-in.ts), when it is here
 * already: the dashboard starts ready with it, its cards drawn once, without the loading look.
 */
export function summaryOnArrival(): DashboardSnapshot | undefined {
  const summary = takeEarlyData<DashboardSummary>('/dashboard/summary/', getToken());
  return summary && liveDashboard.resolveState({ value: 'ready', context: { summary, error: null } });
}

/** The alert counts: one read with nothing to send, the card sending `submit` once it is in view (and `retry` after a failure). */
export type AlertCountsMachine = RequestMachine<void, DashboardAlerts>;
export const alertCountsMachine: AlertCountsMachine = createRequestMachine<void, DashboardAlerts>('alertCounts');

/** The alert counts over the real API: GET /dashboard/alerts/. */
export const liveAlertCounts = alertCountsMachine.provide({
  actors: { request: fromPromise(({ signal }) => dashboardApi.alerts({ signal })) },
});
