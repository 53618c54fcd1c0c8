import type { FastifyInstance } from 'fastify';
import { alertsRoutes } from './alerts-routes';
import { analyticsRoutes } from './analytics-routes';
import { developmentActionRoutes } from './development-action-routes';
import { myReportRoutes } from './my-report-routes';
import { reportRoutes } from './report-routes';
import { settingsRoutes } from './settings-routes';

/** The feedback area: reports, their release and exports, analytics, alerts, settings, development plans. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  await app.register(reportRoutes);
  await app.register(myReportRoutes);
  await app.register(analyticsRoutes);
  await app.register(alertsRoutes);
  await app.register(settingsRoutes);
  await app.register(developmentActionRoutes);
}
