import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ApprovalDecision, ApprovalParams, Colleague, ColleagueQuery, MyNomination, Nomination, ReturnNomination } from '../../../schemas/nomination';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { approveNomination } from '../actions/approve-nomination';
import { listAwaitingApprovals, readListToDecide, suggestRatersToDecide } from '../actions/read-approvals';
import { returnNomination } from '../actions/return-nomination';
import { searchColleaguesToDecide } from '../actions/search-colleagues';

const WHO =
  'The ratee\'s manager when the nomination opened approves in "manager approves" mode (a later move in the tree ' +
  'hands the approval to nobody); anyone with the ' +
  'survey area approves in "HR approves" mode and may step in for any ratee in either mode, also before the list is sent.';

/** The approver's side: lists waiting for them, approving (perhaps changed) and sending back. */
export const nominationApprovalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/nomination-approvals/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Lists of raters waiting for your approval',
        description:
          `${WHO} Here: the lists recorded as yours in "manager approves" surveys and, with the survey area, every list ` +
          'in "HR approves" surveys (HR steps in on others from the survey page).',
        response: { 200: Type.Array(Nomination), ...errorResponses(401, 403) },
      },
    },
    async (req) => listAwaitingApprovals(app, req.tenant, req.user),
  );

  app.get(
    '/survey/nomination-approvals/:survey/:ratee/',
    {
      schema: {
        tags: ['survey'],
        summary: "One ratee's nomination, for their approver",
        description: WHO,
        params: ApprovalParams,
        response: { 200: Nomination, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await readListToDecide(req.tenant, req.user, req.params)),
  );

  app.get(
    '/survey/nomination-approvals/:survey/:ratee/colleagues/',
    {
      schema: {
        tags: ['survey'],
        summary: "Colleagues whose name or code contains `?search=`, to put on the ratee's list instead of someone (at most 20)",
        description: WHO,
        params: ApprovalParams,
        querystring: ColleagueQuery,
        response: { 200: Type.Array(Colleague), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await searchColleaguesToDecide(req.tenant, req.user, req.params, req.query.search)),
  );

  app.get(
    '/survey/nomination-approvals/:survey/:ratee/suggestions/',
    {
      schema: {
        tags: ['survey'],
        summary: "Colleagues the organisation tree suggests for the ratee's list: peers under the same manager, the ratee's direct reports",
        description:
          `${WHO} The same suggestions the ratee is offered (less the self and manager raters HR fixed), each with its ` +
          'relationship, so that HR setting a list for a ratee who never nominated starts from the tree.',
        params: ApprovalParams,
        response: { 200: MyNomination.properties.suggestions, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await suggestRatersToDecide(req.tenant, req.user, req.params)),
  );

  app.post(
    '/survey/nomination-approvals/:survey/:ratee/approve/',
    {
      schema: {
        tags: ['survey'],
        summary: "Approve the list: the raters given (the ratee's, some unchecked, some replaced) are asked",
        description:
          `${WHO} The final list must keep to the limits the ratee is held to (\`tree\`): never above a maximum, below ` +
          'a minimum only with `below_minimum_reason`, which is kept, shown to HR and written to the audit log. ' +
          'In one transaction: the list, the nomination approved, ' +
          "an assignment per rater and, for a survey sent and not closed, their invitations. Once one of the ratee's peers, " +
          'direct reports or outside raters has submitted, nobody new joins them: a list adding anyone answers 400 (`nominees`).',
        params: ApprovalParams,
        body: ApprovalDecision,
        response: { 200: Nomination, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await approveNomination(app, req.tenant, req.user, req.params, req.body, actorOf(req))),
  );

  app.post(
    '/survey/nomination-approvals/:survey/:ratee/return/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Send the list back to the ratee with a note saying what to change',
        description: `${WHO} Only a list that was sent; the ratee gets a mail with the note.`,
        params: ApprovalParams,
        body: ReturnNomination,
        response: { 200: Nomination, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await returnNomination(app, req.tenant, req.user, req.params, req.body)),
  );
};
