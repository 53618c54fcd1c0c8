import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardSummary } from '../../../schemas/analytics';
import { errorResponses } from '../responses';
import { checklistRoutes } from './checklist-routes';

/** The dashboard's summary: what is in progress, alerts, recent activity, and the caller's own work. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard/summary/', {
    schema: {
      tags: ['dashboard'],
      summary: 'What needs attention in your company and from you (needs dashboard)',
      description: 'Each part only for the areas that may see it. `surveys` and `pending_raters` (survey area, else '
        + 'null): open surveys (published, started, not closed, not past their end), the one due first first, with '
        + 'submitted of assigned assignments and the distinct raters who have not submitted; `pending_raters` counts '
        + 'them across every open survey. `alerts` (feedback area, else null): the number of succession candidates and '
        + 'development needs of GET /feedback/alerts/ over every survey. `activity` (survey or feedback area, else '
        + 'empty): the company\'s 10 latest events, newest first; answers and releases are counted per survey and day, '
        + 'so no event names a rater. `mine` (everyone): your assignments to answer in open surveys, your released '
        + 'reports, and your development actions not done on them.',
      response: { 200: DashboardSummary, ...errorResponses(401, 403) },
    },
  }, async (req) => req.tenant.dashboard.summary(req.user.id, req.user.permissions, app.now()));

  await app.register(checklistRoutes);
};
