import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ActionPeople, ActionPeopleQuery, DevelopmentAction, DevelopmentActionInput, DevelopmentActionPatch } from '../../../schemas/development-plan';
import { IdParam } from '../../../schemas/errors';
import { editGuard } from '../../edits/guard';
import type { TeamWrite } from '../actions/team-actions';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const tags = ['team'];
const ROLES =
  'An action’s owner may be the employee, their manager or a coach (HR grants Coach on the permissions page); ' +
  'its coach the manager or a coach. Anyone else, or another company’s employee, is refused with 400 at the field.';

const answer = (written: TeamWrite) => {
  if (!written) throw notFound();
  if ('forbidden' in written) throw forbidden(written.forbidden);
  if ('errors' in written) throw badRequest(written.errors);
  return written.action;
};

/** Development actions as managers, owners and coaches work on them. Any employee; each reaches only their own. */
export const teamActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/team/development-actions/',
    {
      schema: {
        tags,
        summary: 'The actions you work on: your direct reports’ (once their report is released) and those you own or coach',
        description: 'Never your own as the employee developing (see /feedback/my-development-actions/). By due date, then id.',
        response: { 200: Type.Array(DevelopmentAction), ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.teamActions.list(req.user.id),
  );

  app.post(
    '/team/development-actions/',
    {
      schema: {
        tags,
        summary: 'Add an action to a team member’s plan (their manager rater in the survey, or their manager when it was released)',
        description: `Someone whose report of that survey you do not read in My team: 404. A survey whose report of them is not released: 400. ${ROLES}`,
        body: DevelopmentActionInput,
        response: { 201: DevelopmentAction, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const manages = await req.tenant.team.reads(req.user.id, req.body.survey, req.body.ratee);
      return reply.code(201).send(answer(await req.tenant.teamActions.create(req.user.id, req.body, app.now(), manages)));
    },
  );

  // One action with its ETag: a manager's edit then cannot silently undo the status its owner just set.
  app.get(
    '/team/development-actions/:id/',
    {
      config: { etag: {} },
      schema: { tags, summary: 'One action you work on', params: IdParam, response: { 200: DevelopmentAction, ...errorResponses(401, 403, 404) } },
    },
    async (req) => {
      const action = await req.tenant.teamActions.get(req.user.id, req.params.id);
      if (!action) throw notFound();
      return action;
    },
  );

  app.patch(
    '/team/development-actions/:id/',
    {
      config: { ifMatch: editGuard('development_action', (id) => `/team/development-actions/${id}/`) },
      schema: {
        tags,
        summary: 'Change an action you manage (any field) or own or coach (status and notes)',
        description: `An action you do not see on your team: 404. As owner or coach, any field but status and notes: 403. ${ROLES}`,
        params: IdParam,
        body: DevelopmentActionPatch,
        response: { 200: DevelopmentAction, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => answer(await req.tenant.teamActions.update(req.user.id, req.params.id, req.body, app.now())),
  );

  app.get(
    '/team/action-people/',
    {
      schema: {
        tags,
        summary: 'Who may own or coach a team member’s actions (whoever reads one of their released reports in My team)',
        description: 'Someone none of whose released reports you read in My team: 404.',
        querystring: ActionPeopleQuery,
        response: { 200: ActionPeople, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const people = (await req.tenant.team.plansWith(req.user.id, req.query.ratee)) ? await req.tenant.developmentActions.people(req.query.ratee) : null;
      if (!people) throw notFound();
      return people;
    },
  );
};
