import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardAlerts, DashboardSummary } from '../../../schemas/analytics';
import { mayUseFeedback } from '../../feedback/routes/access';
import { errorResponses } from '../../http/responses';
import { checklistRoutes } from './checklist-routes';

/** The dashboard's summary (what is in progress, recent activity, the caller's own work) and its alert counts. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/summary/',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'What needs attention in your company and from you (needs dashboard)',
        description:
          'Each part only for the areas that may see it. `surveys` and `pending_raters` (survey area, else ' +
          'null): open surveys (published, started, not closed, not past their end), the one due first first, with ' +
          'submitted of assigned assignments and the distinct raters who have not submitted; `pending_raters` counts ' +
          'them across every open survey. `activity` (survey or feedback area, else ' +
          "empty): the company's 10 latest events, newest first; answers and releases are counted per survey and day, " +
          'so no event names a rater. `mine` (everyone): your assignments to answer in open surveys, your released ' +
          'reports, and your development actions not done on them.',
        response: { 200: DashboardSummary, ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.dashboard.summary(req.user.id, req.user.permissions, app.now()),
  );

  app.get(
    '/dashboard/alerts/',
    {
      onRequest: mayUseFeedback,
      schema: {
        tags: ['dashboard'],
        summary: 'How many succession candidates and development needs (needs dashboard and feedback)',
        description:
          'The number of entries of each list of GET /feedback/alerts/?survey= for `survey`: the latest closed survey ' +
          '(by the day it closed) whose results are already open and that has any alert, so the counts link to that one list; ' +
          "null with zeros when none has. Reading it opens no survey's results. Apart from the summary, which it would slow: " +
          'it scores every such survey.',
        response: { 200: DashboardAlerts, ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.dashboard.alertCounts(),
  );

  await app.register(checklistRoutes);
};
