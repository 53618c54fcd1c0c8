import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { CoachingRequestInput, CoachProposals, EngagementSummary, ProposalQuery } from '../../../schemas/coaching';
import { SurveyParam } from '../../../schemas/feedback';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { askForCoaching, myCoachees, myEngagements, proposals } from '../actions/requests';

const tags = ['coaching'];
const RELEASED = 'Only for a report released to you of a closed survey (as GET /feedback/my-reports/{survey}/); any other survey answers 404.';

/** Every employee: their coaching as coachee, their coachees as internal coach, and asking for coaching from a report. */
export const myCoachingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const company = (req: { user: { companyId: number | null } }) => req.user.companyId!;

  app.get(
    '/coaching/my/',
    { schema: { tags, summary: 'Your coaching, as coachee (any employee)', response: { 200: Type.Array(EngagementSummary), ...errorResponses(401, 403) } } },
    async (req) => myEngagements(app, company(req), req.user.id),
  );

  app.get(
    '/coaching/coachees/',
    {
      schema: {
        tags,
        summary: 'Your coachees, as internal coach (any employee)',
        description:
          'Active engagements whose coachee shares something with you, and requests awaiting HR’s approval (their material stays closed until ' +
          'approved: GET …/engagements/{id}/ answers 403 until then). Never one whose coachee you rated in its survey.',
        response: { 200: Type.Array(EngagementSummary), ...errorResponses(401, 403) },
      },
    },
    async (req) => myCoachees(app, company(req), req.user.id),
  );

  app.get(
    '/coaching/my/survey/:survey/proposals/',
    {
      schema: {
        tags,
        summary: 'Your report’s development areas and the coaches who match (any employee)',
        description:
          `${RELEASED} Development areas: the report’s, then its blind spots. Coaches proposed: active, with room, covering at least one ` +
          'asked competency (`competencies`, else the development areas), speaking `language` when given; never you, never someone who ' +
          'rated you in this survey; most covered first, then by name. `languages`: those some such coach speaks.',
        params: SurveyParam,
        querystring: ProposalQuery,
        response: { 200: CoachProposals, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await proposals(app, company(req), req.user.id, req.params.survey, req.query)),
  );

  app.post(
    '/coaching/my/requests/',
    {
      schema: {
        tags,
        summary: 'Ask a coach for coaching on your report (any employee)',
        description:
          `${RELEASED} The coach must be one proposed (400 at \`coach\`), the competencies the report’s (400 at \`competencies\`). ` +
          'Awaits HR’s approval when the company requires it, else starts at once and mails the coach. `scope` is what your coach sees ' +
          '(recorded as your consent; change or withdraw it with PUT …/engagements/{id}/consent/). One open engagement per report (409).',
        body: CoachingRequestInput,
        response: { 201: EngagementSummary, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(sendOutcome(await askForCoaching(app, company(req), req.user.id, req.body, actorOf(req)))),
  );
};
