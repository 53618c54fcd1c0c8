import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FeedbackReport } from '../../../schemas/feedback';
import { TeamOverview, TeamReportParams } from '../../../schemas/team';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const tags = ['team'];

/** A manager's view of their team: any employee; someone who manages nobody sees empty lists. */
export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/team/overview/',
    {
      schema: {
        tags,
        summary: 'Your direct reports in the tree; progress where you are the manager rater; the released reports you read (any employee)',
        description:
          'Members follow the organisation tree; nothing else does. Progress: the open surveys where HR made you the ' +
          "ratee's manager rater. Reports: those where you are the manager rater, or were the ratee's manager on the day HR " +
          'released them. Progress gives counts only (raters who submitted out of those assigned, self included), never who answered; ' +
          '`my_rating` is your own rating of that person. Reports are listed once HR has released them to the person.',
        response: { 200: TeamOverview, ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.team.overview(req.user.id, app.now()),
  );

  app.get(
    '/team/reports/:survey/:ratee/',
    {
      schema: {
        tags,
        summary: 'A team member’s feedback report, once released to them: the report they read (any employee)',
        description:
          "Only as the survey's manager rater of that person, or their manager on the day it was released (a later " +
          'move in the tree changes neither). Anyone else, a report not released (or taken back), a survey not closed, ' +
          'another company’s ids: 404.',
        params: TeamReportParams,
        response: { 200: FeedbackReport, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const report = await req.tenant.team.report(req.user.id, req.params.survey, req.params.ratee, app.now());
      if (!report) throw notFound();
      return report;
    },
  );
};
