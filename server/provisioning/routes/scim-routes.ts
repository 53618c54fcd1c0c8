import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import SCIMMY from 'scimmy';
import Type from 'typebox';
import { createScimGroup, deleteScimGroup, getScimGroup, listScimGroups, patchScimGroup, replaceScimGroup } from '../actions/scim-groups';
import { createScimUser, deleteScimUser, getScimUser, listScimUsers, patchScimUser, replaceScimUser } from '../actions/scim-users';
import { SCIM_BASE, scimContext, speakScim } from './scim-protocol';
import { declareScim, SCIM_MAX_RESULTS } from './scim-setup';

const tags = ['provisioning'];
const security = [{ scimBearer: [] as string[] }];
const Resource = Type.Object({}, { additionalProperties: true, description: 'A SCIM resource (RFC 7643), as application/scim+json' });
const ScimError = Type.Object(
  { schemas: Type.Array(Type.String()), status: Type.String(), scimType: Type.Optional(Type.String()), detail: Type.Optional(Type.String()) },
  { description: 'A SCIM error (RFC 7644 §3.12)' },
);
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ScimError]));
const IdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const ListQuery = Type.Object(
  {
    filter: Type.Optional(Type.String({ maxLength: 1000, description: 'A SCIM filter, e.g. userName eq "ada@example.com"' })),
    startIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    count: Type.Optional(Type.Integer({ minimum: 0, maximum: SCIM_MAX_RESULTS })),
    attributes: Type.Optional(Type.String({ maxLength: 1000, description: 'Accepted and ignored: every attribute is answered' })),
    excludedAttributes: Type.Optional(Type.String({ maxLength: 1000, description: 'Accepted and ignored' })),
  },
  { additionalProperties: false },
);
const Body = Type.Object({}, { additionalProperties: true, description: 'checked by scimmy against the resource’s SCIM schema' });
const PatchBody = Type.Object({}, { additionalProperties: true, description: 'A PatchOp message (RFC 7644 §3.5.2)' });

/** One resource type's CRUD at `/scim/v2/<Type>`: list (filter, paging), get, create, replace, patch, delete. */
function resourceRoutes(
  name: 'Users' | 'Groups',
  what: string,
  actions: {
    list: typeof listScimUsers;
    get: typeof getScimUser;
    create: typeof createScimUser;
    replace: typeof replaceScimUser;
    patch: typeof patchScimUser;
    remove: typeof deleteScimUser;
  },
  notes: { remove: string; patch: string },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const path = `${SCIM_BASE}/${name}`;
    const ctx = (req: Parameters<typeof scimContext>[1]) => scimContext(app, req);
    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `List the company’s ${what} (SCIM; filter, startIndex, count)`,
          querystring: ListQuery,
          response: { 200: Resource, ...errors(400, 401) },
        },
      },
      async (req) => actions.list(ctx(req), { count: SCIM_MAX_RESULTS, ...req.query }),
    );
    app.get(
      `${path}/:id`,
      { schema: { tags, security, summary: `One of the company’s ${what} (SCIM)`, params: IdParam, response: { 200: Resource, ...errors(401, 404) } } },
      async (req) => actions.get(ctx(req), req.params.id),
    );
    app.post(
      path,
      { schema: { tags, security, summary: `Create one of the company’s ${what} (SCIM)`, body: Body, response: { 201: Resource, ...errors(400, 401, 409) } } },
      async (req, reply) => reply.code(201).send(await actions.create(ctx(req), req.body)),
    );
    app.put(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Replace one of the company’s ${what} (SCIM)`,
          params: IdParam,
          body: Body,
          response: { 200: Resource, ...errors(400, 401, 404, 409) },
        },
      },
      async (req) => actions.replace(ctx(req), req.params.id, req.body),
    );
    app.patch(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Change one of the company’s ${what} with add, replace and remove operations (SCIM PatchOp)`,
          description: notes.patch,
          params: IdParam,
          body: PatchBody,
          response: { 200: Resource, ...errors(400, 401, 404, 409) },
        },
      },
      async (req) => actions.patch(ctx(req), req.params.id, req.body),
    );
    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Delete one of the company’s ${what} (SCIM)`,
          description: notes.remove,
          params: IdParam,
          response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 404) },
        },
      },
      async (req, reply) => {
        await actions.remove(ctx(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}

/** SCIM 2.0 (RFC 7643/7644) at /scim/v2/: discovery, Users (the company's people) and Groups (its groups list). */
export const scimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  declareScim(SCIM_BASE);
  speakScim(app);

  const discovery = (path: string, summary: string, read: () => Promise<unknown>) =>
    app.get(path, { schema: { tags, security, summary, response: { 200: Resource, ...errors(401) } } }, read);
  discovery(`${SCIM_BASE}/ServiceProviderConfig`, 'What this SCIM service supports (patch, filter; no bulk, sort, etag)', () =>
    new SCIMMY.Resources.ServiceProviderConfig().read(),
  );
  discovery(`${SCIM_BASE}/ResourceTypes`, 'The resource types: User (with the enterprise extension) and Group', () =>
    new SCIMMY.Resources.ResourceType().read(),
  );
  discovery(`${SCIM_BASE}/Schemas`, 'The schemas of User, Group and the enterprise User extension', () => new SCIMMY.Resources.Schema().read());

  await app.register(
    resourceRoutes(
      'Users',
      'users (employees)',
      { list: listScimUsers, get: getScimUser, create: createScimUser, replace: replaceScimUser, patch: patchScimUser, remove: deleteScimUser },
      {
        patch: '`active: false` makes the person a leaver, as deleting them in Workforce does; their submitted answers stay anonymous.',
        remove: 'The person becomes a leaver, as deleting them in Workforce does: their reports move to their manager.',
      },
    ),
  );
  await app.register(
    resourceRoutes(
      'Groups',
      'groups (the Group master list)',
      { list: listScimGroups, get: getScimGroup, create: createScimGroup, replace: replaceScimGroup, patch: patchScimGroup, remove: deleteScimGroup },
      {
        patch: 'Members join by taking this group (an employee holds one group) and leave it by holding none.',
        remove: 'Its members leave it; a group a survey’s audience names is archived instead of deleted.',
      },
    ),
  );
};
