import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsQuery, SurveyAnalytics } from '../../../schemas/analytics';
import { DRAFT_HAS_NO_ANSWERS } from '../actions/analytics';
import { fieldError } from '../../http-errors';
import { resultOf } from './report-routes';
import { errorResponses } from '../../http/responses';

/** Group analytics of one survey: a heatmap of competencies by department, designation or group. */
export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/analytics/',
    {
      schema: {
        tags: ['feedback'],
        summary: "One survey's group analytics: heatmap, score distribution, response rates (needs feedback)",
        description:
          "Rows group the survey's ratees by `by` (department unless given; ratees without one form the row " +
          '"None", last; the others by name). Each cell is the mean, over the row\'s ratees with a score, of their ' +
          'all_others competency score (every visible rater but self, 0–4, two decimals), aligned with `competencies` ' +
          "(the survey's order); null where no ratee has one. A group of raters below the survey's anonymity threshold " +
          'is left out of every figure, as in the reports. `distribution` counts ratees by overall score in half-point ' +
          "bins; `responses` counts submitted of assigned assignments. Another company's survey answers 404; a draft 400; " +
          'a survey still open 409 (results come from closed surveys only; this call opens its results).',
        querystring: AnalyticsQuery,
        response: { 200: SurveyAnalytics, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const analytics = await req.tenant.feedbackAnalytics.analytics(req.query.survey, req.query.by ?? 'department', app.now());
      if (analytics === 'draft') throw fieldError('survey', DRAFT_HAS_NO_ANSWERS);
      return resultOf(analytics);
    },
  );
};
