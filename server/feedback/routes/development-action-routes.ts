import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  ActionPeople,
  ActionPeopleQuery,
  ActionStatusPatch,
  DevelopmentAction,
  DevelopmentActionInput,
  DevelopmentActionPatch,
  DevelopmentActionQuery,
} from '../../../schemas/development-plan';
import { IdParam } from '../../../schemas/errors';
import { actorOf } from '../../audit/record';
import { editGuard } from '../../edits/guard';
import type { ActionWrite } from '../queries/development-actions';
import { badRequest, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const tags = ['feedback'];
const ORDER = 'Ordered by due date (actions without one last), then by id.';
const RULES =
  'Refused with 400 at the field, nothing saved: a survey that is not your company’s or still a draft, ' +
  'a ratee with no assignment as ratee in that survey, a development area (competency) that is not one of the survey’s, ' +
  'an owner who is not the ratee, their manager or a coach, a coach who is not their manager or a coach, a blank title.';
const STATUS = 'Status done records when the action was completed; moving it back out of done forgets that.';
const VISIBLE =
  'The admin decides what a ratee sees by releasing their report (PUT /feedback/survey/{id}/release/): ' +
  'an action is visible to its ratee only while the report of its survey for them is released.';

const hrGuard = editGuard('development_action', (id) => `/feedback/development-actions/${id}/`);

const answer = (written: ActionWrite) => {
  if ('errors' in written) throw badRequest(written.errors);
  return written.action;
};

/** Individual development plans as the feedback area writes them. */
export const developmentActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/development-actions/',
    {
      schema: {
        tags,
        summary: 'Development actions, optionally of one survey (`?survey=`) and one ratee (`?ratee=`) (needs feedback)',
        description: `Your company’s actions only: another company’s survey or ratee lists nothing. ${ORDER}`,
        querystring: DevelopmentActionQuery,
        response: { 200: Type.Array(DevelopmentAction), ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.developmentActions.list(req.query),
  );

  app.post(
    '/feedback/development-actions/',
    {
      schema: {
        tags,
        summary: 'Add an action to a ratee’s development plan for a survey (needs feedback)',
        description: `${RULES} The owner defaults to the ratee; null means no owner. The status defaults to planned. ${STATUS}`,
        body: DevelopmentActionInput,
        response: { 201: DevelopmentAction, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => reply.code(201).send(answer(await req.tenant.developmentActions.create(req.body, req.user.id, app.now()))),
  );

  // One action with its ETag: HR's edit then cannot silently undo the status its ratee just set.
  app.get(
    '/feedback/development-actions/:id/',
    {
      config: { etag: {} },
      schema: {
        tags,
        summary: 'One development action (needs feedback)',
        params: IdParam,
        response: { 200: DevelopmentAction, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const action = await req.tenant.developmentActions.get(req.params.id);
      if (!action) throw notFound();
      return action;
    },
  );

  app.patch(
    '/feedback/development-actions/:id/',
    {
      config: { ifMatch: hrGuard },
      schema: {
        tags,
        summary: 'Change a development action: only the fields sent (needs feedback)',
        description: `Its survey and ratee never change. ${RULES} ${STATUS} Another company’s id answers 404.`,
        params: IdParam,
        body: DevelopmentActionPatch,
        response: { 200: DevelopmentAction, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const written = await req.tenant.developmentActions.update(req.params.id, req.body, app.now());
      if (!written) throw notFound();
      return answer(written);
    },
  );

  app.get(
    '/feedback/action-people/',
    {
      schema: {
        tags,
        summary: 'Who may own or coach a ratee’s actions: the ratee, their manager and the coaches (needs feedback)',
        description: 'Another company’s employee: 404.',
        querystring: ActionPeopleQuery,
        response: { 200: ActionPeople, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const people = await req.tenant.developmentActions.people(req.query.ratee);
      if (!people) throw notFound();
      return people;
    },
  );

  app.delete(
    '/feedback/development-actions/:id/',
    {
      config: { ifMatch: hrGuard },
      schema: {
        tags,
        summary: 'Delete a development action (needs feedback)',
        description: 'Another company’s id answers 404.',
        params: IdParam,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => {
      if (!(await req.tenant.developmentActions.remove(req.params.id, actorOf(req)))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};

/** A ratee's own development actions, whose status they move. */
export const myDevelopmentActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/my-development-actions/',
    {
      schema: {
        tags,
        summary: 'Your own development actions as a ratee, across surveys (any employee)',
        description: `${VISIBLE} ${ORDER}`,
        response: { 200: Type.Array(DevelopmentAction), ...errorResponses(401, 403) },
      },
    },
    async (req) => req.tenant.developmentActions.mine(req.user.id),
  );

  app.get(
    '/feedback/my-development-actions/:id/',
    {
      config: { etag: {} },
      schema: {
        tags,
        summary: 'One of your own development actions (any employee)',
        params: IdParam,
        response: { 200: DevelopmentAction, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const action = (await req.tenant.developmentActions.mine(req.user.id)).find((a) => a.id === req.params.id);
      if (!action) throw notFound();
      return action;
    },
  );

  app.patch(
    '/feedback/my-development-actions/:id/',
    {
      config: { ifMatch: editGuard('development_action', (id) => `/feedback/my-development-actions/${id}/`) },
      schema: {
        tags,
        summary: 'Move one of your own development actions to another status (any employee)',
        description: `${VISIBLE} Any other action (not yours, not released, another company’s) answers 404. ${STATUS}`,
        params: IdParam,
        body: ActionStatusPatch,
        response: { 200: DevelopmentAction, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const action = await req.tenant.developmentActions.setMyStatus(req.user.id, req.params.id, req.body.status, app.now());
      if (!action) throw notFound();
      return action;
    },
  );
};
