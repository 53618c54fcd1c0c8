import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Colleague, ColleagueQuery, MyNomination, NominationParams, NomineeList } from '../../../schemas/nomination';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { nominateRaters } from '../actions/nominate-raters';
import { listMyNominations } from '../actions/read-my-nominations';
import { searchColleaguesToNominate } from '../actions/search-colleagues';
import { submitNomination } from '../actions/submit-nomination';

/** The ratee's side: their own nominations, the list they propose, and sending it for approval. */
export const nominationRateeRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (req) => listMyNominations(app, req.tenant, req.user.id),
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
    async (req) => sendOutcome(await nominateRaters(app, req.tenant, req.user.id, req.params.survey, req.body)),
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
    async (req) => sendOutcome(await submitNomination(app, req.tenant, req.user.id, req.params.survey)),
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
    async (req) => sendOutcome(await searchColleaguesToNominate(req.tenant, req.user.id, req.params.survey, req.query.search)),
  );
};
