import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertsQuery, FeedbackAlerts } from '../../../schemas/analytics';
import { errorResponses } from '../../http/responses';
import { resultOf } from './report-routes';

/** Succession candidates and development needs, by the company's thresholds. */
export const alertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/alerts/',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Succession candidates and development needs (needs feedback); `?survey=` keeps one survey',
        description:
          "From each ratee's visible all_others scores (every visible rater but self; a group below the " +
          "anonymity threshold counts nowhere). Scores are 0–4 with two decimals; they are compared with the company's " +
          'thresholds (GET /feedback/settings/) as percent of 4, one decimal. A succession candidate has an overall ' +
          'and every type at or above the succession threshold (`types` lists them); a development need has its overall ' +
          'or a type below the development threshold (`below` lists them, "Overall" first). Without `survey`, every ' +
          'closed survey, one entry per survey and ratee: newest survey first, then succession ' +
          "candidates highest first and development needs lowest first. Another company's survey answers 404; a survey still " +
          'open 409 (results come from closed surveys only; reading alerts opens the results of the surveys they come from).',
        querystring: AlertsQuery,
        response: { 200: FeedbackAlerts, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => resultOf(await req.tenant.feedbackAnalytics.alerts(app.now(), req.query.survey)),
  );
};
