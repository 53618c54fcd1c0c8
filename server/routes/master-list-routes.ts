import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { IdParam } from '../../schemas/errors';
import { MasterItem, MasterItemRow } from '../../schemas/master-item';
import type { MasterItemsRepository } from '../db/repositories/master-items';
import { fieldError, notFound } from '../http-errors';
import { assertNotBlank } from './blank-fields';
import { errorResponses, signedIn } from './responses';

export interface MasterListOptions {
  /** The list's name in master_items.list, e.g. 'companytype' or 'group'. */
  list: string;
  /** Human name for messages and docs, e.g. 'Company type'. */
  label: string;
  /** Where the contract puts it, without the trailing slash: '/api/companytype'. */
  path: string;
  /**
   * platform: one list for everyone (company type…), read by anyone, written by superusers.
   * company: each company its own (group…), read and written by its signed-in users.
   */
  scope: 'platform' | 'company';
}

/**
 * One list of names as spec §7 wants it: GET, POST, PUT {id}/, DELETE {id}/. Adding a
 * list is one registration of this plugin; the repository decides whose rows it sees.
 */
export const masterListRoutes: FastifyPluginAsyncTypebox<MasterListOptions> = async (app, { list, label, path, scope }) => {
  const repo = (req: FastifyRequest): MasterItemsRepository =>
    scope === 'platform' ? app.platformList(list) : req.tenant.list(list);
  const readHooks = scope === 'platform' ? [] : [app.authenticate];
  const writeHooks = scope === 'platform' ? [app.authenticate, app.requireSuperuser] : [app.authenticate];
  const tags = [scope === 'platform' ? 'platform lists' : 'company lists'];
  const writeErrors = errorResponses(400, 401, 403);
  const duplicate = (name: string) => fieldError('name', `${label} "${name.trim()}" already exists.`);
  const security = scope === 'platform' ? {} : { security: signedIn };

  app.get(`${path}/`, {
    onRequest: readHooks,
    schema: { tags, ...security, summary: `${label} list, by id`, response: { 200: Type.Array(MasterItemRow), ...errorResponses(401) } },
  }, async (req) => repo(req).list());

  app.post(`${path}/`, {
    onRequest: writeHooks,
    schema: { tags, security: signedIn, summary: `Add a ${label.toLowerCase()}`, body: MasterItem, response: { 201: MasterItemRow, ...writeErrors } },
  }, async (req, reply) => {
    assertNotBlank(req.body, ['name']);
    const created = await repo(req).create(req.body.name);
    if (created === 'duplicate') throw duplicate(req.body.name);
    return reply.code(201).send(created);
  });

  app.put(`${path}/:id/`, {
    onRequest: writeHooks,
    schema: {
      tags, security: signedIn, summary: `Rename a ${label.toLowerCase()}`,
      params: IdParam, body: MasterItem, response: { 200: MasterItemRow, ...writeErrors, ...errorResponses(404) },
    },
  }, async (req) => {
    assertNotBlank(req.body, ['name']);
    const updated = await repo(req).update(req.params.id, req.body.name);
    if (updated === 'duplicate') throw duplicate(req.body.name);
    if (!updated) throw notFound();
    return updated;
  });

  app.delete(`${path}/:id/`, {
    onRequest: writeHooks,
    schema: {
      tags, security: signedIn, summary: `Delete a ${label.toLowerCase()}`,
      params: IdParam, response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(401, 403, 404) },
    },
  }, async (req, reply) => {
    if (!(await repo(req).remove(req.params.id))) throw notFound();
    return reply.code(204).send(null);
  });
};
