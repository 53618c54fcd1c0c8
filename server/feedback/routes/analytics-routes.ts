import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsQuery, SurveyAnalytics } from '../../../schemas/analytics';
import { DRAFT_HAS_NO_ANSWERS } from '../actions/analytics';
import { fieldError } from '../../http-errors';
import { resultOf } from './report-routes';
import { errorResponses } from '../../http/responses';
import { sendOutcome } from '../../http/outcome';
import { RaterQuality, RaterQualityQuery } from '../../../schemas/rater-quality';
import { readRaterQuality } from '../actions/rater-quality';

/** Group analytics of one survey: a heatmap of competencies by department, designation or group; its rater-quality signals. */
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

  app.get(
    '/feedback/analytics/quality/',
    {
      schema: {
        tags: ['feedback'],
        summary: "One survey's rater-quality signals: straight-lined sheets, leniency and agreement per rater group (needs feedback)",
        description:
          'Per survey and per rater group, never per rater nor per ratee; only ratee-groups its reports show count (the ' +
          "survey's anonymity threshold and pool, and nothing withheld for HR by the disclosure auditor); a group shown nowhere " +
          "is `withheld`, with no figure. A rater's average is the mean of the competency scores the report counts of them. " +
          '`straight_lined`: sheets with one value on every statement they put on the scale, of those with at least ' +
          "`min_statements` on it. `leniency`: the group's mean minus the company's (every shown rater average of every " +
          "survey whose results are open), in points and in standard deviations of the company's; lenient or severe at " +
          '|z| ≥ `cuts.leniency_z`. `agreement`: the mean over ratees with two or more raters in the group of the standard ' +
          "deviation of their raters' averages; high below `cuts.agreement_high_below`, low from `cuts.agreement_low_from`; " +
          "read only over at least the survey's threshold of ratees. Another company's survey answers 404; a draft 400; " +
          'a survey still open 409 (this call opens its results).',
        querystring: RaterQualityQuery,
        response: { 200: RaterQuality, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await readRaterQuality(app.db, req.user.companyId!, req.query.survey, app.now())),
  );
};
