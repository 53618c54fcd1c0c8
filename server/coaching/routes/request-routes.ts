import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DeclineInput, ENGAGEMENT_STATUSES, EngagementParam, EngagementSummary } from '../../../schemas/coaching';
import { literalUnion } from '../../../schemas/literal-union';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { decideRequest, requestsOf } from '../actions/requests';

const tags = ['coaching'];
const StatusQuery = Type.Object({ status: Type.Optional(literalUnion(ENGAGEMENT_STATUSES)) }, { additionalProperties: false });
const ONLY_STATUS = 'HR sees who, with whom, on what, the status and the consent scope: never the notes, never the report through coaching.';

/** HR's view of coaching requests and their approval (the feedback permission). */
export const requestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const company = (req: { user: { companyId: number | null } }) => req.user.companyId!;

  app.get(
    '/coaching/requests/',
    {
      schema: {
        tags,
        summary: 'Coaching requests and engagements of the company (needs feedback)',
        description: ONLY_STATUS,
        querystring: StatusQuery,
        response: { 200: Type.Array(EngagementSummary), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => requestsOf(app, company(req), req.query.status),
  );

  app.post(
    '/coaching/requests/:engagement/approve/',
    {
      schema: {
        tags,
        summary: 'Approve a coaching request (needs feedback)',
        description: 'Only a request awaiting approval (else 409). The coach (an outside coach with a new personal link) and the coachee are mailed.',
        params: EngagementParam,
        response: { 200: EngagementSummary, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await decideRequest(app, company(req), req.params.engagement, { approve: true }, actorOf(req))),
  );

  app.post(
    '/coaching/requests/:engagement/decline/',
    {
      schema: {
        tags,
        summary: 'Decline a coaching request (needs feedback)',
        description: 'Only a request awaiting approval (else 409). The coachee is mailed, with the reason when given.',
        params: EngagementParam,
        body: DeclineInput,
        response: { 200: EngagementSummary, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await decideRequest(app, company(req), req.params.engagement, { approve: false, reason: req.body.reason ?? '' }, actorOf(req))),
  );
};
