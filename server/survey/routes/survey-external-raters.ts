import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../schemas/errors';
import { ExternalRaterAnswer, ExternalRaterInput, ExternalRaterParams, ExternalRaterResent } from '../../../schemas/external-rater';
import { actorOf } from '../../audit/record';
import { badRequest, notFound } from '../../http-errors';
import { externalInvitationMail } from '../../mail/external-rater-messages';
import { errorResponses } from '../../http/responses';
import { withMailLimit } from '../actions/mail-limits';

const tags = ['survey'];

/** HR's side of outside raters: adding one to a ratee of a survey, and mailing a new link. */
export const surveyExternalRaterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const compose = (m: Parameters<typeof externalInvitationMail>[0], again: boolean) => externalInvitationMail(m, app.config.appUrl, again);

  app.post(
    '/survey/survey/:id/external-raters/',
    {
      schema: {
        tags,
        summary: 'Add someone from outside the company as an "other" rater of one ratee (needs survey)',
        description:
          'They get no account: a personal link mailed to them opens only their assignments. The same address in the same ' +
          'survey is one outside rater, with one link for all the people they rate. In a survey already sent and not closed they are ' +
          "mailed at once (a new link, replacing any earlier one); in a draft, with the survey's invitations. An address of one of the " +
          "company's employees, a second add for the same ratee, a ratee not rated in the survey or a closed survey answer 400, " +
          'as does a ratee one of whose peers, direct reports or outside raters has submitted (`ratee`: nobody joins them then). ' +
          "Another company's survey or ratee answers 404.",
        params: IdParam,
        body: ExternalRaterInput,
        response: { 201: ExternalRaterAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const added = await req.tenant.externalRaters.add(req.params.id, req.body, app.now(), compose, actorOf(req));
      if (!added) throw notFound();
      if ('errors' in added) throw badRequest(added.errors);
      if (added.mail) app.mailer.deliverStored([added.mail]);
      const { others, threshold } = added.group;
      // An outside rater alone in "Other" is never shown: say so now, not when the report leaves them out.
      const shown =
        others >= threshold
          ? ''
          : ` Outside raters are pooled with this person's other "Other" raters, a group the report shows only once at least ${threshold} of them answer: ` +
            `${others} ${others === 1 ? 'is' : 'are'} asked so far, so ask ${threshold - others} more or their answers stay out of the report.`;
      const detail =
        (added.mail
          ? `${added.external.name} was added and mailed a link.`
          : `${added.external.name} was added: they get their link with the survey's invitations.`) + shown;
      return reply.code(201).send({ detail, external: added.external, assignment: added.assignment });
    },
  );

  app.post(
    '/survey/survey/:id/external-raters/:external/resend/',
    {
      schema: {
        tags,
        summary: 'Mail an outside rater a new link (needs survey)',
        description:
          'The link mailed before stops working at once; what they saved stays. Only in a survey sent and not closed (400). ' +
          'An outside rater of another survey or company answers 404; past 3 mails to the address about the survey within a day, 429 with Retry-After.',
        params: ExternalRaterParams,
        response: { 200: ExternalRaterResent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => {
      const { resent } = await withMailLimit(app, req.tenant, req.params.id, 'refuse', async (t) => {
        const r = await t.externalRaters.resend(req.params.id, req.params.external, app.now(), compose);
        return { resent: r, mails: r && !('errors' in r) ? [r.mail] : [] };
      });
      if (!resent) throw notFound();
      if ('errors' in resent) throw badRequest(resent.errors);
      app.mailer.deliverStored([resent.mail]);
      return { detail: `A new link was mailed to ${resent.external.name}; the earlier one no longer works.`, external: resent.external };
    },
  );
};
