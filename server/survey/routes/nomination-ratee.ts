import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  Colleague,
  ColleagueQuery,
  heldLimits,
  MyNomination,
  NominationParams,
  NomineeList,
  type Nominee,
  type NomineeInput,
} from '../../../schemas/nomination';
import type { NominationState } from '../actions/nominations';
import { dayOf } from '../queries/survey-view';
import { hasErrors, limitErrors, nomineeErrors } from '../rules/nomination-rules';
import { badRequest, nonFieldError, notFound } from '../../http-errors';
import { nominationSubmittedMail } from '../../mail/nomination-messages';
import { errorResponses } from '../../http/responses';
import { publicNomination } from './nomination-answers';
import { treeSuggestions } from './nomination-suggestions';

const NOT_YOURS = 'Your list has been sent for approval: it can change again only if it is sent back to you.';

/** The ratee's side: their own nominations, the list they propose, and sending it for approval. */
export const nominationRateeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => dayOf(app.now());

  async function me(req: FastifyRequest) {
    const employee = await req.tenant.nominations.employeeOf(req.user.id);
    if (!employee) throw notFound();
    return employee;
  }

  /** The caller's nomination in the survey, still theirs to change; 404 when they nominate nothing there. */
  async function ownOpen(req: FastifyRequest, surveyId: number): Promise<NominationState> {
    const employee = await me(req);
    const nomination = await req.tenant.nominations.one(surveyId, employee.id);
    if (!nomination) throw notFound();
    const { nomination_deadline: deadline } = nomination.survey;
    if ((await req.tenant.nominations.survey(surveyId, today()))?.closed) throw nonFieldError('This survey is closed.');
    if (deadline !== null && deadline < today()) {
      throw nonFieldError(`The nomination deadline (${deadline}) has passed: ask HR to choose your raters.`);
    }
    if (nomination.status === 'submitted' || nomination.status === 'approved') throw nonFieldError(NOT_YOURS);
    return nomination;
  }

  /** The list as it will read once saved: refused with 400 at the field when it names someone it may not. */
  async function checked(req: FastifyRequest, nomination: NominationState, nominees: readonly NomineeInput[]): Promise<Nominee[]> {
    const { nominations } = req.tenant;
    const known = await nominations.known(nominees.map((n) => n.rater_id));
    const errors = nomineeErrors(nominees, {
      rateeId: nomination.ratee.id,
      known,
      fixed: await nominations.fixed(nomination.survey.id, nomination.ratee.id),
    });
    if (hasErrors(errors)) throw badRequest(errors);
    return nominees.map((n) => ({ rater: known.get(n.rater_id)!, relationship: n.relationship }));
  }

  /**
   * The answer, with everything it needs read before the write: a failure after the commit
   * would answer 500 for a change that was made.
   */
  async function answerOf(req: FastifyRequest, nomination: NominationState) {
    const suggestions = await treeSuggestions(req, nomination);
    return (changes: Partial<MyNomination> = {}): MyNomination => ({ ...publicNomination(nomination), suggestions, ...changes });
  }

  app.get(
    '/survey/nominations/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Your nominations: the surveys, still open, in which you choose your raters',
        description:
          'Each with your list, its status (open, submitted, returned with a note, approved), the limits per relationship, ' +
          'and suggestions from the organisation tree (peers under the same manager, your direct reports).',
        response: { 200: Type.Array(MyNomination), ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const employee = await req.tenant.nominations.employeeOf(req.user.id);
      if (!employee) return [];
      return Promise.all((await req.tenant.nominations.mine(employee.id, today())).map(async (n) => (await answerOf(req, n))()));
    },
  );

  app.put(
    '/survey/nominations/:survey/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Save your list of proposed raters (not sent yet)',
        description:
          'Colleagues of your company, each once, not yourself nor your manager-rater. Until the deadline, and only ' +
          'while the list is yours (open, or sent back). The limits are checked when you send it.',
        params: NominationParams,
        body: NomineeList,
        response: { 200: MyNomination, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const nomination = await ownOpen(req, req.params.survey);
      const nominees = await checked(req, nomination, req.body.nominees);
      const answer = await answerOf(req, nomination);
      if (!(await req.tenant.nominations.saveList(nomination.survey.id, nomination.ratee.id, req.body.nominees))) {
        throw nonFieldError(NOT_YOURS);
      }
      return answer({ nominees });
    },
  );

  app.post(
    '/survey/nominations/:survey/submit/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Send your saved list for approval',
        description:
          'Refused outside the limits per relationship (a minimum "up to the tree" asks no more than the ratee\'s tree ' +
          'offers: `tree`), after the deadline, or when already sent. ' +
          'The approver (your manager, or HR) gets a mail.',
        params: NominationParams,
        response: { 200: MyNomination, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const { nominations } = req.tenant;
      const nomination = await ownOpen(req, req.params.survey);
      const errors = limitErrors(nomination.nominees, heldLimits(nomination));
      if (hasErrors(errors)) throw badRequest(errors);
      const survey = (await nominations.survey(nomination.survey.id, today()))!;
      const approver =
        survey.raterSelection === 'manager_approves' && nomination.approverId !== null
          ? await nominations.contact(nomination.approverId)
          : await nominations.ownerContact(survey.id);
      const mail =
        approver &&
        nominationSubmittedMail(
          {
            ...approver,
            rateeName: nomination.ratee.name,
            companyName: survey.companyName,
            title: survey.title,
            deadline: survey.nominationDeadline,
          },
          app.config.appUrl,
        );
      const answer = await answerOf(req, nomination);
      const now = app.now();
      const stored = await nominations.submit(survey.id, nomination.ratee.id, now, mail);
      if (!stored) throw nonFieldError(NOT_YOURS);
      app.mailer.deliverStored(stored);
      return answer({ status: 'submitted', submitted_at: now.toISOString() });
    },
  );

  app.get(
    '/survey/nominations/:survey/colleagues/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Colleagues whose name or code contains `?search=`, to propose as raters (at most 20)',
        params: NominationParams,
        querystring: ColleagueQuery,
        response: { 200: Type.Array(Colleague), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const employee = await me(req);
      if (!(await req.tenant.nominations.one(req.params.survey, employee.id))) throw notFound();
      // A NUL or other control character never matches a name, and PostgreSQL refuses NUL in text.
      return req.tenant.nominations.colleagues((req.query.search ?? '').replace(/\p{Cc}/gu, '').trim(), employee.id);
    },
  );
};
