import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommentInsightsAnswer } from '../../../schemas/comment-insights-answer';
import { IdParam } from '../../../schemas/errors';
import { SurveyRateeParams } from '../../../schemas/feedback';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { readCommentInsights, readSurveyCommentInsights } from '../actions/comment-insights';
import { ANONYMITY } from './report-reply';

const tags = ['feedback'];

/** The themes of a ratee's comments, beside their report, and of the whole survey's, for its analytics: the report's guard. */
export const commentInsightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/survey/:id/ratee/:ratee/comment-insights/',
    {
      schema: {
        tags,
        summary: "The themes of one ratee's comments, with their tone and the comments behind each (needs feedback)",
        description:
          'Computed on this server in the background once the survey’s results are opened (`pending` until then), from the ' +
          'comments the report shows HR only: a group withheld from HR contributes none, and a ratee with fewer shown comments ' +
          'than the anonymity threshold has no themes (`too_few`). Themes are a competency of the survey or a phrase the raters ' +
          'wrote; tone is counted only where the language is analysed (`analysed.sentiment`, English only; otherwise null). ' +
          `${ANONYMITY} Results come from closed surveys only: while the survey is open this answers 409. 404 unless the person is a ratee of this published survey.`,
        params: SurveyRateeParams,
        response: { 200: CommentInsightsAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await readCommentInsights(app.db, req.user.companyId!, req.params.id, req.params.ratee, app.now())),
  );

  app.get(
    '/feedback/survey/:id/comment-insights/',
    {
      schema: {
        tags,
        summary: "The themes of a whole survey's comments, with their tone and the comments behind each (needs feedback)",
        description:
          'The survey-wide group the background job stores beside each ratee’s: the comments of every ratee with at least the ' +
          'anonymity threshold of comments the HR report shows, so no withheld group and no ratee below the ' +
          'threshold contributes. `pending` until computed; `too_few` when no ratee had enough. Tone as for a ratee (English only). ' +
          `${ANONYMITY} Results come from closed surveys only: while the survey is open this answers 409. A draft or another company's survey answers 404.`,
        params: IdParam,
        response: { 200: CommentInsightsAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await readSurveyCommentInsights(app.db, req.user.companyId!, req.params.id, app.now())),
  );
};
