import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../schemas/errors';
import { ExternalRaterAnswer, ExternalRaterInput, ExternalRaterParams, ExternalRaterResent } from '../../../schemas/external-rater';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { inviteExternalRater } from '../actions/invite-external-rater';
import { resendExternalRaterLink } from '../actions/resend-external-rater-link';

const tags = ['survey'];

/** HR's side of outside raters: adding one to a ratee of a survey, and mailing a new link. */
export const surveyExternalRaterRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (req, reply) => reply.code(201).send(sendOutcome(await inviteExternalRater(app, req.tenant, req.params.id, req.body, actorOf(req)))),
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
    async (req) => sendOutcome(await resendExternalRaterLink(app, req.tenant, req.params)),
  );
};
