import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { ExportQuery, FeedbackReport, FeedbackSurvey, RateeSummary, ReleaseResult, ReportRelease, SurveyRateeParams } from '../../../schemas/feedback';
import type { Gated } from '../actions/reports';
import { actorOf } from '../../audit/record';
import { conflict, notFound } from '../../http-errors';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { insightsForExport } from '../actions/comment-insights';
import { releaseReports } from '../actions/release-reports';
import { ANONYMITY, FILE_RESPONSE, sendReportFile } from './report-reply';

const tags = ['feedback'];
const SCORES =
  'Scores are 0–4 with two decimals and a percent of 4 (one decimal, from the unrounded score): statement means ' +
  '→ competency; weight-weighted → type; value-weighted → overall; all_others is every visible rater but the ratee. ' +
  '"Not observed" answers count in no mean; a rater counts for a competency only with at least half its statements on the scale.';
const CLOSED_ONLY =
  'Results come from closed surveys only: while the survey is open this answers 409 with when it ends. ' +
  'The first read of any result stamps `results_opened_at`: from then on the survey never takes another answer nor a new end date.';

/** A gated read's result, or its 404 / 409. */
export function resultOf<T>(gated: Gated<T>): T {
  if (!gated) throw notFound();
  if ('pending' in gated) throw conflict(gated.pending);
  return gated.result;
}

/** The feedback area's reports: surveys, every ratee's headline, one report, its files, releasing. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/surveys/',
    {
      schema: {
        tags,
        summary: "Your company's published surveys with how far their answers are (needs feedback)",
        description: 'Newest start first; drafts have no reports and are left out. `released` counts the reports shown to their ratees.',
        response: { 200: Type.Array(FeedbackSurvey), ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.feedback.surveys(app.now()),
  );

  app.get(
    '/feedback/survey/:id/ratees/',
    {
      schema: {
        tags,
        summary: 'Every ratee of a survey with their progress and, once it is closed, overall score (all raters but self) and self score (needs feedback)',
        description:
          `Sorted by name. \`progress\` counts per relationship the raters asked and those who submitted. While the survey ` +
          'is open the scores are null; once it is closed they are read from the figures frozen when its results were first opened ' +
          `(this call opens them). ${SCORES} ${ANONYMITY} A draft or another company's survey answers 404.`,
        params: IdParam,
        response: { 200: Type.Array(RateeSummary), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const ratees = await req.tenant.feedback.ratees(req.params.id, app.now());
      if (!ratees) throw notFound();
      return ratees;
    },
  );

  app.get(
    '/feedback/survey/:id/ratee/:ratee/',
    {
      schema: {
        tags,
        summary: "One ratee's feedback report (needs feedback)",
        description:
          `${SCORES} ${ANONYMITY} ${CLOSED_ONLY} Benchmarks are the means of all_others over the survey's OTHER ratees and ` +
          'over those of the same designation, shown only when they are at least the anonymity threshold (`too_few` otherwise). ' +
          'Blind spots: self at least 1 point above others; hidden strengths: the reverse. 404 unless the person is a ratee of this published survey.',
        params: SurveyRateeParams,
        response: { 200: FeedbackReport, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => resultOf(await req.tenant.feedback.report(req.params.id, req.params.ratee, app.now())),
  );

  app.get(
    '/feedback/survey/:id/ratee/:ratee/export/',
    {
      schema: {
        tags,
        summary: "One ratee's report as a PDF, CSV or XLSX file (needs feedback)",
        description:
          'The same figures as the report, as an attachment; the PDF adds the comment themes of GET …/comment-insights/ (or why there are none yet). ' +
          `Spreadsheet cells that would run as a formula start with an apostrophe. ${ANONYMITY} ${CLOSED_ONLY}`,
        params: SurveyRateeParams,
        querystring: ExportQuery,
        response: { 200: FILE_RESPONSE, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const report = resultOf(await req.tenant.feedback.report(req.params.id, req.params.ratee, app.now()));
      const insights = req.query.format === 'pdf' ? await insightsForExport(app.db, req.user.companyId!, req.params.id, req.params.ratee, app.now()) : null;
      return sendReportFile(req, reply, report, req.query.format, insights);
    },
  );

  app.put(
    '/feedback/survey/:id/release/',
    {
      schema: {
        tags,
        summary: 'Show reports to their ratees, or take them back (needs feedback)',
        description:
          'Without `ratees`, every ratee of the survey. A ratee sees a released report under GET /feedback/my-reports/, ' +
          'with their development plan, and is mailed a link to it the first time it is released. `changed` counts the reports whose state changed; releasing again changes nothing. ' +
          `An id that is not a ratee of this survey: 400, nothing changes. ${CLOSED_ONLY}`,
        params: IdParam,
        body: ReportRelease,
        response: { 200: ReleaseResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await releaseReports(app, req.tenant, req.params.id, req.body, req.user.id, actorOf(req))),
  );
};
