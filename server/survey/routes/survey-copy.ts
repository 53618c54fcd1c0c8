import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../schemas/errors';
import { Survey } from '../../../schemas/survey';
import { SurveyCopy } from '../../../schemas/survey-copy';
import { actorOf } from '../../audit/record';
import { dayOf } from '../queries/survey-view';
import { badRequest, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

/** POST /survey/survey/{id}/copy/: "Use as template", a new draft with a survey's set-up. */
export const surveyCopyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/survey/survey/:id/copy/',
    {
      schema: {
        tags: ['survey'],
        summary: "A new draft with a survey's set-up, to review in the wizard (needs survey); you are its owner",
        description:
          'Copies the description, anonymity threshold, audience and its designation/department/group, competencies ' +
          'with weights and expected levels, type values, who picks raters and their limits, reminder days and mail texts; ' +
          "an Individual survey's ratees become the draft's chosen ratees. No rater, invitation or answer is copied. " +
          'The draft continues the survey\'s series. `title` defaults to the survey\'s with " (copy)"; the dates start today ' +
          '(or at `start_date`) and last as long as the survey did. 400 at end_date when it comes before the start. ' +
          "Another company's id answers 404.",
        params: IdParam,
        body: SurveyCopy,
        response: { 201: Survey, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const copied = await req.tenant.surveyCopies.copy(req.params.id, req.body, req.user.id, dayOf(app.now()), actorOf(req));
      if (!copied) throw notFound();
      if ('errors' in copied) throw badRequest(copied.errors);
      return reply.code(201).send(copied.survey);
    },
  );
};
