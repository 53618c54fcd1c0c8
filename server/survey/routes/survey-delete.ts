import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { actorOf } from '../../audit/record';
import { DeleteSurveyQuery } from '../../../schemas/survey';
import { nonFieldError, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { surveyInParams } from './survey-version';

const answeredMessage = (n: number) =>
  n === 1
    ? '1 rater has already answered this survey. Deleting it deletes their answers too: confirm to delete them.'
    : `${n} raters have already answered this survey. Deleting it deletes their answers too: confirm to delete them.`;

/** DELETE /survey/survey/{id}/: the survey with its competencies, raters and answers. */
export const surveyDeleteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/survey/survey/:id/',
    {
      config: { ifMatch: surveyInParams },
      schema: {
        tags: ['survey'],
        summary: 'Delete a survey and everything in it (needs survey)',
        description:
          'Refused (400, nothing deleted) once any rater has answered, drafts included, ' + 'unless `?delete_answers=true` confirms that their answers go too.',
        params: IdParam,
        querystring: DeleteSurveyQuery,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const removal = await req.tenant.surveyAssignments.remove(req.params.id, req.query.delete_answers === true, actorOf(req));
      if (!removal) throw notFound();
      if (!removal.deleted) throw nonFieldError(answeredMessage(removal.answered));
      return reply.code(204).send(null);
    },
  );
};
