import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RateeParam, Trend } from '../../../schemas/feedback-trends';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const tags = ['feedback'];
const SHAPE =
  'Percentages of 4 from all raters but self (one decimal), each list aligned with `surveys` (oldest first, by the day ' +
  'each closed, `closed_on`), null where there is no figure; `competencies` only those with a figure in at least two of the surveys. ' +
  '`series`: the survey series (the id of its first survey; a survey copied from or recurring after another continues its series). ' +
  'Only closed surveys: reading a trend opens the results of the surveys it shows, as a report does.';

/** A person's and the company's scores across successive closed surveys (the feedback area). */
export const trendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/ratee/:ratee/trend/',
    {
      schema: {
        tags,
        summary: "One employee's scores across the closed surveys that rated them (needs feedback)",
        description: `${SHAPE} Another company's employee answers 404.`,
        params: RateeParam,
        response: { 200: Trend, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const trend = await req.tenant.feedbackAnalytics.trends.ratee(req.params.ratee, app.now());
      if (!trend) throw notFound();
      return trend;
    },
  );

  app.get(
    '/feedback/analytics/trends/',
    {
      schema: {
        tags,
        summary: "The company's average scores across its closed surveys (needs feedback)",
        description:
          `${SHAPE} Each figure is the mean of the ratees' figures, shown only when at least the survey's anonymity ` +
          'threshold of ratees have one; a survey whose overall figure has too few ratees is left out. `ratees`: how many have an overall figure. ' +
          'Surveys of different series rate different populations: read one line per `series`, never across them; a competency is ' +
          'listed when it has a figure in at least two surveys of one series.',
        response: { 200: Trend, ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.feedbackAnalytics.trends.company(app.now()),
  );
};

/** The caller's own trend, over the reports released to them. Any employee. */
export const myTrendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/my-trend/',
    {
      schema: {
        tags,
        summary: 'Your scores across the surveys whose reports were released to you (any employee)',
        description: `${SHAPE} Without an employee record, or before any release: no survey.`,
        response: { 200: Trend, ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.feedbackAnalytics.trends.mine(req.user.id, app.now()),
  );
};
