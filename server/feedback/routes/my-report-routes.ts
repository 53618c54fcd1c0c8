import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ExportQuery, FeedbackReport, MyReport, SurveyParam } from '../../../schemas/feedback';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { ANONYMITY, FILE_RESPONSE, sendReportFile } from './report-reply';

const tags = ['feedback'];
const RELEASED =
  'Only reports released to you (PUT /feedback/survey/{id}/release/) of closed surveys; any other survey answers 404. ' +
  'You learn that some answers were withheld because their group was too small (`withheld`), never how many: `hidden` is empty ' +
  'and `responses` null.';

/** A ratee's own reports: what the feedback area has released to them. Any employee. */
export const myReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/my-reports/',
    {
      schema: {
        tags,
        summary: 'Your feedback reports released to you, the latest first (any employee)',
        response: { 200: Type.Array(MyReport), ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.feedback.myReports(req.user.id, app.now()),
  );

  app.get(
    '/feedback/my-reports/:survey/',
    {
      schema: {
        tags,
        summary: 'Your feedback report of one survey (any employee)',
        description: `${RELEASED} ${ANONYMITY}`,
        params: SurveyParam,
        response: { 200: FeedbackReport, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const report = await req.tenant.feedback.myReport(req.user.id, req.params.survey, app.now());
      if (!report) throw notFound();
      return report;
    },
  );

  app.get(
    '/feedback/my-reports/:survey/export/',
    {
      schema: {
        tags,
        summary: 'Your feedback report of one survey as a PDF, CSV or XLSX file (any employee)',
        description: RELEASED,
        params: SurveyParam,
        querystring: ExportQuery,
        response: { 200: FILE_RESPONSE, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const report = await req.tenant.feedback.myReport(req.user.id, req.params.survey, app.now());
      if (!report) throw notFound();
      return sendReportFile(req, reply, report, req.query.format);
    },
  );
};
