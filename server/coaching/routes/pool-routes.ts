import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Coach, CoachChoices, CoachingSettings, CoachInput, CoachParam } from '../../../schemas/coaching';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { addCoach, changeCoach, coachChoices, changeCoachingSettings, coachingSettings, listCoaches, removeCoach, sendCoachLink } from '../actions/pool';

const tags = ['coaching'];
const FORM =
  'An internal coach names an employee of the company (`employee`; no name, address or organisation of their own: their account’s are used, ' +
  'and their account gets the coach permission); an outside coach has `employee` null, a name and an address (each address once in the pool). ' +
  'Competencies are the company’s. 400 names the field.';

/** HR's coach pool and the company's coaching settings (the feedback permission). */
export const poolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const company = (req: { user: { companyId: number | null } }) => req.user.companyId!;

  app.get(
    '/coaching/coaches/',
    { schema: { tags, summary: 'The coach pool (needs feedback)', response: { 200: Type.Array(Coach), ...errorResponses(401, 403) } } },
    async (req) => listCoaches(app, company(req)),
  );

  app.get(
    '/coaching/choices/',
    {
      schema: {
        tags,
        summary: 'What the coach form picks from: the company’s active competencies and its employees (needs feedback)',
        response: { 200: CoachChoices, ...errorResponses(401, 403) },
      },
    },
    async (req) => coachChoices(app, company(req)),
  );

  app.post(
    '/coaching/coaches/',
    {
      schema: {
        tags,
        summary: 'Add a coach to the pool (needs feedback)',
        description: `${FORM} Adding an outside coach mails nothing: POST …/link/ mails their personal link.`,
        body: CoachInput,
        response: { 201: Coach, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => reply.code(201).send(sendOutcome(await addCoach(app, company(req), req.body, actorOf(req)))),
  );

  app.put(
    '/coaching/coaches/:coach/',
    {
      schema: {
        tags,
        summary: 'Change a coach (needs feedback)',
        description: `${FORM} A coach stays internal or outside. A changed address drops the link mailed to the old one.`,
        params: CoachParam,
        body: CoachInput,
        response: { 200: Coach, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await changeCoach(app, company(req), req.params.coach, req.body, actorOf(req))),
  );

  app.delete(
    '/coaching/coaches/:coach/',
    {
      schema: {
        tags,
        summary: 'Remove a coach from the pool (needs feedback)',
        description: 'Refused (409) while they have open coaching (active or awaiting approval): set `active` false instead.',
        params: CoachParam,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      sendOutcome(await removeCoach(app, company(req), req.params.coach, actorOf(req)));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/coaching/coaches/:coach/link/',
    {
      schema: {
        tags,
        summary: 'Mail an outside coach a new personal link (needs feedback)',
        description: 'The link (`/coach/{token}`) opens their page without an account; the one mailed before stops working. 409 for an internal coach.',
        params: CoachParam,
        response: { 200: Coach, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await sendCoachLink(app, company(req), req.params.coach, actorOf(req))),
  );

  app.get(
    '/coaching/settings/',
    { schema: { tags, summary: 'The company’s coaching settings (needs feedback)', response: { 200: CoachingSettings, ...errorResponses(401, 403) } } },
    async (req) => coachingSettings(app, company(req)),
  );

  app.put(
    '/coaching/settings/',
    {
      schema: {
        tags,
        summary: 'Change the company’s coaching settings (needs feedback)',
        description: '`requires_approval`: requests made from now on await HR’s approval before the coach sees anything.',
        body: CoachingSettings,
        response: { 200: CoachingSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => changeCoachingSettings(app, company(req), req.body, actorOf(req)),
  );
};
