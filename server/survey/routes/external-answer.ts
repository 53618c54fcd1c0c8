import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CommentCheck, CommentWarnings } from '../../../schemas/comment-check';
import { Detail } from '../../../schemas/errors';
import { ExternalLinkParam, ExternalRequestList, ExternalSheetParams, LINK_CLOSED, LINK_INVALID } from '../../../schemas/external-rater';
import { AnswerSaved, AnswerSheet, ContentLanguageQuery, SurveyUserAnswer } from '../../../schemas/survey-answer';
import { externalLinksRepository } from '../actions/external-links';
import { HttpError, notFound } from '../../http-errors';
import { sendOutcome } from '../../http/outcome';
import { checkComments } from '../actions/check-comments';
import { everySurvey, openSheet } from '../actions/read-answers';
import { saveDraft, submitAnswers } from '../actions/save-answers';
import { checkLimit, COMMENT_CHECK } from './answers';
import { errorResponses } from '../../http/responses';

const tags = ['outside raters'];
const LINK =
  'No sign-in: the personal link mailed to an outside rater is the key, and reaches only their own assignments ' +
  `(any other id answers 404). A link never sent or replaced by a newer one answers 404 "${LINK_INVALID}", alike; ` +
  `once the survey has closed, 410 "${LINK_CLOSED}". Limited per client address (429).`;
const linkErrors = { ...errorResponses(404, 429), 410: Detail };

/** An outside rater answering through their link: the same answers as an employee's, scoped by the link instead of a sign-in. */
export const externalAnswerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const links = externalLinksRepository(app.db);

  async function answersOf(req: FastifyRequest, token: string) {
    await app.limiter.consume([{ key: `external-link:ip:${req.ip}`, limit: app.config.limits.externalLinkPerIp }]);
    const opened = await links.open(token, app.now());
    if (opened === null) throw notFound(LINK_INVALID);
    if (opened === 'closed') throw new HttpError(410, LINK_CLOSED);
    return opened;
  }

  app.get(
    '/api/external/:token/',
    {
      schema: {
        tags,
        summary: "The assignments an outside rater's link opens, submitted or not, and who asks",
        description: `\`asker\`: the survey's company and owner, so the person holding the link knows who asks; nothing else of the company. ${LINK}`,
        params: ExternalLinkParam,
        response: { 200: ExternalRequestList, ...linkErrors },
      },
    },
    async (req) => {
      const opened = await answersOf(req, req.params.token);
      return { result: await everySurvey(opened, app.now()), asker: opened.asker };
    },
  );

  app.get(
    '/api/external/:token/assignments/:assignment/',
    {
      schema: {
        tags,
        summary: "One assignment to answer or review through an outside rater's link",
        description: `As GET /survey/surveyuserans/{assignment}/, but with no profile or company of yours: \`?language=\` if the survey offers it, else its first language. ${LINK}`,
        params: ExternalSheetParams,
        querystring: ContentLanguageQuery,
        response: { 200: AnswerSheet, ...errorResponses(400), ...linkErrors },
      },
    },
    async (req) => sendOutcome(await openSheet({ ...(await answersOf(req, req.params.token)), asked: req.query.language }, req.params.assignment, app.now())),
  );

  app.post(
    '/api/external/:token/answers/',
    {
      schema: {
        tags,
        summary: "Save a draft or submit, through an outside rater's link",
        description: `The body, \`?language=\` and rules of POST /survey/surveyuserans/. ${LINK}`,
        params: ExternalLinkParam,
        querystring: ContentLanguageQuery,
        body: SurveyUserAnswer,
        response: { 200: AnswerSaved, ...errorResponses(400), ...linkErrors },
      },
    },
    async (req) => {
      const save = req.body.status === 'submitted' ? submitAnswers : saveDraft;
      return sendOutcome(await save({ ...(await answersOf(req, req.params.token)), asked: req.query.language }, req.body, app.now()));
    },
  );

  app.post(
    '/api/external/:token/assignments/:assignment/comment-check/',
    {
      schema: {
        tags,
        summary: `${COMMENT_CHECK.summary}, through an outside rater's link`,
        description: `As POST /survey/surveyuserans/{assignment}/comment-check/: ${COMMENT_CHECK.description} ${LINK}`,
        params: ExternalSheetParams,
        body: CommentCheck,
        response: { 200: CommentWarnings, ...errorResponses(400), ...linkErrors },
      },
    },
    async (req) => sendOutcome(await checkComments(await answersOf(req, req.params.token), req.params.assignment, req.body, app.now(), checkLimit(app))),
  );
};
