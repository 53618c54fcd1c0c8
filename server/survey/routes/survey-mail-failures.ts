import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { MailFailure } from '../../../schemas/mail-failures';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

/** The survey's mails that have not reached their raters, so HR can correct an address or tell the person. */
export const surveyMailFailureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/survey/:id/mail-failures/',
    {
      schema: {
        tags: ['survey'],
        summary: "The survey's mails that failed or wait to be tried again (needs survey)",
        description:
          'Invitations and reminders the mail server refused: those still retried (with the time of the next attempt) ' +
          'and those whose retries ran out (`failed_at`), newest first. Sent mails are not listed.',
        params: IdParam,
        response: { 200: Type.Array(MailFailure), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const failures = await req.tenant.surveyMailFailures.list(req.params.id);
      if (!failures) throw notFound();
      return failures;
    },
  );
};
