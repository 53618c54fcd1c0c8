import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../schemas/errors';
import { SurveyRecurrence, SurveyRepeat } from '../../../schemas/survey-recurrence';
import { actorOf } from '../../audit/record';
import { badRequest, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const tags = ['survey'];

/** A survey's recurring cycle: every N months its next run is drafted for HR to review and launch. */
export const surveyRecurrenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/survey/:id/repeat/',
    {
      schema: {
        tags,
        summary: 'Whether a survey repeats, and where its cycle stands (needs survey)',
        description:
          '`next_run_on`: the day its next run is drafted (once launched; a draft starts no cycle); `next_run`: the run ' +
          "drafted from it. Another company's id answers 404.",
        params: IdParam,
        response: { 200: SurveyRecurrence, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const recurrence = await req.tenant.surveyRecurrence.get(req.params.id);
      if (!recurrence) throw notFound();
      return recurrence;
    },
  );

  app.put(
    '/survey/survey/:id/repeat/',
    {
      schema: {
        tags,
        summary: 'Repeat a survey every N months, or stop (0) (needs survey)',
        description:
          'Each run, `repeat_months` months after its start date, the server drafts the next: a copy of its set-up ' +
          'with the dates moved on as far, in the same series, carrying the cycle on; the owner is mailed to review and launch it. ' +
          'Refused (400) on a run the cycle has already moved on from: its next run holds the cycle.',
        params: IdParam,
        body: SurveyRepeat,
        response: { 200: SurveyRecurrence, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const set = await req.tenant.surveyRecurrence.set(req.params.id, req.body.repeat_months, actorOf(req));
      if (!set) throw notFound();
      if ('refused' in set) throw badRequest({ repeat_months: [set.refused] });
      return set;
    },
  );
};
