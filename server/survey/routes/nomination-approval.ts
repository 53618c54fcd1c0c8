import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  ApprovalDecision,
  ApprovalParams,
  Colleague,
  ColleagueQuery,
  limitsFor,
  MyNomination,
  Nomination,
  ReturnNomination,
  type NominationStatus,
} from '../../../schemas/nomination';
import type { NominationState } from '../actions/nominations';
import type { RaterToMail } from '../actions/survey-mailing-types';
import { dayOf } from '../queries/survey-view';
import { actorOf } from '../../audit/record';
import { approvalLimitErrors, hasErrors, nomineeErrors } from '../rules/nomination-rules';
import { badRequest, forbidden, nonFieldError, notFound } from '../../http-errors';
import { nominationReturnedMail } from '../../mail/nomination-messages';
import { gathered } from '../../mail/invitation-batch';
import { surveyInvitationMail } from '../../mail/survey-messages';
import { errorResponses } from '../../http/responses';
import { publicNomination } from './nomination-answers';
import { treeSuggestions } from './nomination-suggestions';

const WHO =
  'The ratee\'s manager when the nomination opened approves in "manager approves" mode (a later move in the tree ' +
  'hands the approval to nobody); anyone with the ' +
  'survey area approves in "HR approves" mode and may step in for any ratee in either mode, also before the list is sent.';

/** The approver's side: lists waiting for them, approving (perhaps changed) and sending back. */
export const nominationApprovalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => dayOf(app.now());

  /** The nomination when the caller may decide on it: 404 for none in the company, 403 for someone else's. */
  async function decidable(req: FastifyRequest, surveyId: number, rateeId: number): Promise<{ nomination: NominationState; hr: boolean }> {
    const { nominations } = req.tenant;
    const nomination = await nominations.one(surveyId, rateeId);
    if (!nomination) throw notFound();
    const hr = req.user.permissions.survey === true;
    if (!hr) {
      const me = await nominations.employeeOf(req.user.id);
      const manager = me !== null && nomination.approverId === me.id && nomination.survey.rater_selection === 'manager_approves';
      if (!manager) throw forbidden(`Only ${nomination.ratee.name}'s approver may decide on this list.`);
    }
    return { nomination, hr };
  }

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
    async (req) => {
      const me = await req.tenant.nominations.employeeOf(req.user.id);
      const awaiting = await req.tenant.nominations.awaiting(me?.id ?? 0, req.user.permissions.survey === true, today());
      return awaiting.map(publicNomination);
    },
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
    async (req) => publicNomination((await decidable(req, req.params.survey, req.params.ratee)).nomination),
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
    async (req) => {
      const { nomination } = await decidable(req, req.params.survey, req.params.ratee);
      // A NUL or other control character never matches a name, and PostgreSQL refuses NUL in text.
      return req.tenant.nominations.colleagues((req.query.search ?? '').replace(/\p{Cc}/gu, '').trim(), nomination.ratee.id);
    },
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
    async (req) => treeSuggestions(req, (await decidable(req, req.params.survey, req.params.ratee)).nomination),
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
    async (req) => {
      const { nominations } = req.tenant;
      const { nomination, hr } = await decidable(req, req.params.survey, req.params.ratee);
      const survey = (await nominations.survey(nomination.survey.id, today()))!;
      if (survey.closed) throw nonFieldError('This survey is closed: no rater can be added.');
      if (nomination.status === 'approved') throw nonFieldError('This list is already approved.');
      if (!hr && nomination.status !== 'submitted') throw nonFieldError(`${nomination.ratee.name} has not sent their list yet.`);
      const { nominees } = req.body;
      const known = await nominations.known(nominees.map((n) => n.rater_id));
      const limits = approvalLimitErrors(nominees, limitsFor(survey.raterLimits, nomination.tree), req.body.below_minimum_reason);
      const errors = {
        ...nomineeErrors(nominees, { rateeId: nomination.ratee.id, known, fixed: await nominations.fixed(survey.id, nomination.ratee.id) }),
        ...limits.errors,
      };
      if (hasErrors(errors)) throw badRequest(errors);
      const state = (await req.tenant.surveyAssignments.survey(survey.id, app.now()))!;
      const invite = gathered(app.config.mail.batchSeconds, (r: RaterToMail) => surveyInvitationMail({ ...state, ...r }, app.config.appUrl, r.more));
      const from: NominationStatus[] = hr ? ['open', 'submitted', 'returned'] : ['submitted'];
      const now = app.now();
      const stored = await nominations.approve(survey.id, nomination.ratee.id, from, nominees, req.user.id, now, invite, actorOf(req), limits.reason);
      if (!stored) throw nonFieldError('This list changed meanwhile: reload it.');
      if ('fixed' in stored) throw badRequest({ nominees: stored.fixed });
      app.mailer.deliverStored(stored);
      // Answered from what was read before the write: a failure after the commit would answer 500 for a change made.
      return {
        ...publicNomination(nomination),
        status: 'approved' as const,
        note: '',
        decided_at: now.toISOString(),
        below_minimum_reason: limits.reason,
        nominees: nominees.map((n) => ({ rater: known.get(n.rater_id)!, relationship: n.relationship })),
      };
    },
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
    async (req) => {
      const { nominations } = req.tenant;
      const { nomination } = await decidable(req, req.params.survey, req.params.ratee);
      if (nomination.status !== 'submitted') throw nonFieldError('Only a list that was sent for approval can be sent back.');
      const survey = (await nominations.survey(nomination.survey.id, today()))!;
      const ratee = (await nominations.contact(nomination.ratee.id))!;
      const mail = nominationReturnedMail(
        {
          ...ratee,
          rateeName: nomination.ratee.name,
          companyName: survey.companyName,
          title: survey.title,
          deadline: survey.nominationDeadline,
          note: req.body.note,
        },
        app.config.appUrl,
      );
      const now = app.now();
      const stored = await nominations.sendBack(survey.id, nomination.ratee.id, req.body.note, req.user.id, now, mail);
      if (!stored) throw nonFieldError('This list changed meanwhile: reload it.');
      app.mailer.deliverStored(stored);
      return { ...publicNomination(nomination), status: 'returned' as const, note: req.body.note, decided_at: now.toISOString() };
    },
  );
};
