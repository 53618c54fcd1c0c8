import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { AnySubmittedAnswer, Assignment, RateeProgress, SurveyIdQuery, SurveyQuery } from '../../../schemas/survey';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const found = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

const responses = <T>(ok: T) => ({ 200: ok, ...errorResponses(400, 401, 403, 404) });

/** Who rates whom in a survey, as its owner sees it. */
export const ownerAssignmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/get_surveyassign_by_owner/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Every rater assignment of a survey (needs survey)',
        description: 'Ordered by ratee name, then relationship (self, manager, peer, direct report, other), then rater name.',
        querystring: SurveyIdQuery,
        response: responses(Type.Array(Assignment)),
      },
    },
    async (req) => found(await req.tenant.surveyAssignments.forSurvey(req.query.survey_id)),
  );
};

/** Whom a rater rates in a survey. */
export const raterAssignmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/get_surveyassign/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Your own assignments as a rater in a survey (any employee)',
        description:
          'The people you are asked to rate in the survey, in the same order as the full list. ' +
          'Empty when you are not a rater in it, or while it is a draft.',
        querystring: SurveyQuery,
        response: responses(Type.Array(Assignment)),
      },
    },
    async (req) => found(await req.tenant.surveyAssignments.forRater(req.query.survey, req.user.id)),
  );
};

/** How far the answers of a survey have come. */
export const surveyProgressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/any-survey-ans-submitted/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Whether any answer of a survey is submitted (needs survey)',
        description: 'Once one is, the competencies, type values, weights and levels of the survey are locked; raters can still be added.',
        querystring: SurveyIdQuery,
        response: responses(AnySubmittedAnswer),
      },
    },
    async (req) => {
      const submitted = found(await req.tenant.surveyAssignments.submittedCount(req.query.survey_id));
      return { survey_id: req.query.survey_id, any_submitted: submitted > 0, submitted };
    },
  );

  app.get(
    '/survey/survey/:id/progress/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Response progress of a survey per ratee (needs survey)',
        description: 'For each ratee, by name: how many raters are assigned and how many of them have submitted.',
        params: IdParam,
        response: responses(Type.Array(RateeProgress)),
      },
    },
    async (req) => found(await req.tenant.surveyAssignments.progress(req.params.id)),
  );
};
