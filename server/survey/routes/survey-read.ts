import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { actorOf } from '../../audit/record';
import { Survey, SurveyListQuery } from '../../../schemas/survey';
import { SurveyPreview } from '../../../schemas/survey-preview';
import { DRAFT_NOT_CLOSABLE } from '../messages';
import { nonFieldError, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { surveyVersion } from './survey-version';

const STATUS = 'status is computed: closed once closed or past its end date, draft while a draft or before its start date, else open.';

/** The survey list, one survey, and closing one: answers are Survey (schemas/survey.ts). */
export const surveyReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/survey_get/',
    {
      schema: {
        tags: ['survey'],
        summary: "Your company's surveys, newest first (needs survey); `?owner=` a user id keeps that user's",
        description: `Each with its progress (assignments submitted of assigned, ratees complete); ${STATUS}`,
        querystring: SurveyListQuery,
        response: { 200: Type.Array(Survey), ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.surveys.list(req.query.owner, app.now()),
  );

  app.get(
    '/survey/survey/:id/',
    {
      config: { etag: { of: surveyVersion } },
      schema: {
        tags: ['survey'],
        summary: 'One survey (needs survey)',
        description:
          `Another company's id answers 404. ${STATUS} Its ETag covers its raters too: PATCH /survey/survey-creation/ ` +
          'and the rater calls take it as If-Match (412 when stale).',
        params: IdParam,
        response: { 200: Survey, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const survey = await req.tenant.surveys.get(req.params.id, app.now());
      if (!survey) throw notFound();
      return survey;
    },
  );

  app.get(
    '/survey/survey/:id/preview/',
    {
      schema: {
        tags: ['survey'],
        summary: 'A survey as its raters will see it, to preview before it is sent (needs survey)',
        description:
          'The survey and its competencies with their statements, as an answer sheet carries them; no assignment is needed ' +
          "and nothing is saved. Another company's id answers 404.",
        params: IdParam,
        response: { 200: SurveyPreview, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const preview = await req.tenant.surveys.preview(req.params.id, app.now());
      if (!preview) throw notFound();
      return preview;
    },
  );

  app.post(
    '/survey/survey/:id/close/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Close a survey now, before its end date (needs survey)',
        description:
          'Its status becomes closed and it can no longer change; closing it again changes nothing. ' + 'A draft cannot be closed (400): delete it instead.',
        params: IdParam,
        response: { 200: Survey, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const closed = await req.tenant.surveys.close(req.params.id, app.now(), actorOf(req));
      if (!closed) throw notFound();
      if (closed === 'draft') throw nonFieldError(DRAFT_NOT_CLOSABLE);
      return closed;
    },
  );
};
