import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CommentCheck, CommentWarnings } from '../../../schemas/comment-check';
import { AnswerSaved, AnswerSheet, AssignmentParam, ContentLanguageQuery, RaterSurveyList, SurveyUserAnswer } from '../../../schemas/survey-answer';
import { sendOutcome } from '../../http/outcome';
import { stampAgrees } from '../../http/principal-in-query';
import { errorResponses } from '../../http/responses';
import { aRater } from './access';
import { checkComments, type CheckLimit } from '../actions/check-comments';
import { openSheet, surveysAnswered, surveysToAnswer } from '../actions/read-answers';
import { saveDraft, submitAnswers } from '../actions/save-answers';

/** What both comment-check endpoints say of themselves (OpenAPI). */
export const COMMENT_CHECK = {
  summary: 'Check comments for details that could identify the rater, before submitting',
  description:
    'A warning, never a refusal: for each comment, whether it names a colleague of the company other than the ratee ' +
    '(full names always; a first or last name alone when capitalised and 3 letters or more), names the rater, or holds an email ' +
    'address or a phone number; `text` is what was found, exactly as written. Names match ignoring case and accents, and inside ' +
    "the text in scripts written without spaces. Only comments with findings are listed. Nothing is stored. The company's " +
    'directory is never answered: only pieces of the comments sent. Only while the assignment can still change (400 once ' +
    "submitted or closed); each competency must be the survey's, once (400 at `comments`). Limited per assignment (429), " +
    'since each answer tells whether words name someone at the company. Findings of kind `wording` are words that may read as ' +
    "an insult or as loaded (English profanity, the shipped list, and the company's own list of GET /survey/wording-list/), " +
    'whole words ignoring case, each with the sentence `note` the rater reads.',
};

/** The comment check's limit, as both of its routes count it (this one and an outside rater's). */
export const checkLimit = (app: FastifyInstance): CheckLimit => ({
  consume: (rules) => app.limiter.consume(rules),
  perAssignment: app.config.limits.commentCheckPerAssignment,
});

const tags = ['survey answers'];
const YOURS = 'Only your own assignments as a rater: any other id answers 404.';
const PROGRESS = '`answered` counts the statements answered so far (drafts included) of `total` in the survey.';
/** How a sheet picks its language (rules/content-language.ts), as both sheet routes say it. */
export const CONTENT_LANGUAGE =
  "Texts come in the first the survey offers (`languages`) of: `?language=`, your profile's language, your company's; else in " +
  "the survey's first language; `language` says which, and a text not translated stays in English. Answers count the same in every language.";

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
    async (req) => ({ result: await surveysToAnswer(req.tenant.rater(req.user.id), app.now()) }),
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
    async (req) => ({ result: await surveysAnswered(req.tenant.rater(req.user.id), app.now()) }),
  );

  app.get(
    '/survey/surveyuserans/:assignment/',
    {
      schema: {
        tags,
        summary: 'One assignment to answer or review: the survey, its competencies and statements, and what you saved (any employee)',
        description:
          "Competencies in the survey's order, statements by id; answers, levels and comments as saved, with the draft's " +
          `submit_key. Readable whatever the survey's status, so a submitted assignment can be reviewed. ${CONTENT_LANGUAGE} ${YOURS}`,
        params: AssignmentParam,
        querystring: ContentLanguageQuery,
        response: { 200: AnswerSheet, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await openSheet({ ...req.tenant.rater(req.user.id), asked: req.query.language }, req.params.assignment, app.now())),
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
          `\`?language=\` as for the sheet. ${YOURS}`,
        querystring: ContentLanguageQuery,
        body: SurveyUserAnswer,
        response: { 200: AnswerSaved, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      // Before the locked path the principal is read afresh if it was cached (the batched draft checks its stamp itself).
      const caller = { stamp: req.principalStamp, confirm: () => stampAgrees(app, req, reply, [aRater], undefined) };
      const save = req.body.status === 'submitted' ? submitAnswers : saveDraft;
      return sendOutcome(await save({ ...req.tenant.rater(req.user.id), asked: req.query.language }, req.body, app.now(), caller));
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
    async (req) => sendOutcome(await checkComments(req.tenant.rater(req.user.id), req.params.assignment, req.body, app.now(), checkLimit(app))),
  );
};
