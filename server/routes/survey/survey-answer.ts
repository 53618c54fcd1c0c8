import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommentCheck, CommentWarnings } from '../../../schemas/comment-check';
import { AnswerSaved, AnswerSheet, AssignmentParam, RaterSurveyList, SurveyUserAnswer } from '../../../schemas/survey-answer';
import { badRequest, notFound } from '../../http-errors';
import { stampAgrees } from '../principal-in-query';
import { errorResponses } from '../responses';
import { aRater } from './access';
import { checkComments, COMMENT_CHECK } from './comment-check';

const tags = ['survey answers'];
const YOURS = 'Only your own assignments as a rater: any other id answers 404.';
const PROGRESS = '`answered` counts the statements answered so far (drafts included) of `total` in the survey.';

/** The rater's side of a survey: the surveys to answer, the answered ones, drafts and the submit. */
export const surveyAnswerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/survey_by_user_draft/',
    {
      schema: {
        tags,
        summary: 'The surveys you still have to answer (any employee)',
        description:
          `Open surveys (published, started, not closed) with your assignments not yet submitted, the survey due first first; ` +
          `in each, whom you rate and as what, your self-assessment first. ${PROGRESS}`,
        response: { 200: RaterSurveyList, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ result: await req.tenant.surveyAnswers(req.user.id).drafts(app.now()) }),
  );

  app.get(
    '/survey/survey_by_user_complete/',
    {
      schema: {
        tags,
        summary: 'The surveys you have submitted answers in (any employee)',
        description: `Surveys with your submitted assignments, whatever their status now, the latest submission first. ${PROGRESS}`,
        response: { 200: RaterSurveyList, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ result: await req.tenant.surveyAnswers(req.user.id).completed(app.now()) }),
  );

  app.get(
    '/survey/surveyuserans/:assignment/',
    {
      schema: {
        tags,
        summary: 'One assignment to answer or review: the survey, its competencies and statements, and what you saved (any employee)',
        description:
          "Competencies in the survey's order, statements by id; answers, levels and comments as saved, with the draft's " +
          `submit_key. Readable whatever the survey's status, so a submitted assignment can be reviewed. ${YOURS}`,
        params: AssignmentParam,
        response: { 200: AnswerSheet, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const sheet = await req.tenant.surveyAnswers(req.user.id).sheet(req.params.assignment, app.now());
      if (!sheet) throw notFound();
      return sheet;
    },
  );

  app.post(
    '/survey/surveyuserans/',
    {
      // A draft's one statement checks the cached principal's stamp itself (saveDraft).
      config: { checksPrincipalStamp: true },
      schema: {
        tags,
        summary: 'Save your answers about one ratee as a draft, or submit them (any employee)',
        description:
          'Only while the survey is open. A draft sends what changed since the last save: answers, levels and comments sent ' +
          'replace the saved ones, a blank comment and `cleared` remove theirs, the rest stays; it is acknowledged with the time it was ' +
          'saved. A submit needs every statement answered, saved or sent (400 at `answers` says how many are missing and where the ' +
          'first is); a competency with no level saved or sent stays without one (the sheet shows basic until the rater picks, but only a ' +
          'level picked is stored: the rest is "not given" and counts in no figure); it is final and answers the stored sheet. Sent again with the same ' +
          '`submit_key` once submitted, it answers the stored sheet and changes nothing; any other save of a submitted assignment is ' +
          "refused. Statements and competencies must be the survey's, each once (400 at `answers`, `levels`, `comments`). " +
          `${YOURS}`,
        body: SurveyUserAnswer,
        response: { 200: AnswerSaved, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const answers = req.tenant.surveyAnswers(req.user.id);
      const now = app.now();
      const draft = await answers.saveDraft(req.body, now, req.principalStamp);
      if (draft) return draft;
      // Not written: the principal is read afresh if it was cached, and the checked path says why.
      await stampAgrees(app, req, reply, [aRater], undefined);
      const saved = await answers.save(req.body, now);
      if (!saved) throw notFound();
      if ('errors' in saved) throw badRequest(saved.errors);
      return 'saved' in saved ? saved.saved : saved.sheet;
    },
  );

  app.post(
    '/survey/surveyuserans/:assignment/comment-check/',
    {
      schema: {
        tags,
        summary: `${COMMENT_CHECK.summary} (any employee)`,
        description: `${COMMENT_CHECK.description} ${YOURS}`,
        params: AssignmentParam,
        body: CommentCheck,
        response: { 200: CommentWarnings, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => checkComments(app, req.tenant.surveyAnswers(req.user.id), req.params.assignment, req.body),
  );
};
