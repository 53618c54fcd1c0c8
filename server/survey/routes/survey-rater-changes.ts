import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogPage, RaterChangesQuery } from '../../../schemas/audit-log';
import { IdParam } from '../../../schemas/errors';
import { surveyRaterChanges } from '../../audit/survey-rater-log';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

/** Who changed a survey's raters, and when: the audit log's entries about them, for HR on the survey page. */
export const surveyRaterChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/survey/:id/rater-changes/',
    {
      schema: {
        tags: ['survey'],
        summary: "Every change to a survey's raters: who made it, when, from where (needs survey)",
        description:
          "The audit log's `survey.raters.*` entries of this survey, newest first: raters added, removed or given another " +
          'relationship, each with the seats before → after (ratee, rater, relationship). Pages are keyed on id: pass `next` as ' +
          "`before`. Another company's id answers 404.",
        params: IdParam,
        querystring: RaterChangesQuery,
        response: { 200: AuditLogPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const page = await surveyRaterChanges(app.db, req.user.companyId!, req.params.id, req.query);
      if (!page) throw notFound();
      return page;
    },
  );
};
