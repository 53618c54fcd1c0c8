import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { AuthUser, UserUpdate } from '../../../schemas/user';
import { fieldError, forbidden, nonFieldError, notFound } from '../../http-errors';
import type { Principal } from '../../plugins/auth';
import { assertNotBlank } from '../blank-fields';
import { errorResponses, signedIn } from '../responses';

export const LAST_ADMIN = 'A company needs at least one admin: make another user an admin before deleting this one.';

/** Everyone manages their own account; admins (and superusers) every account of their company. */
function mayManage(caller: Principal, target: { id: number; role: string }): boolean {
  if (caller.id === target.id || caller.role === 'superuser') return true;
  return caller.role === 'admin' && target.role !== 'superuser';
}

/**
 * Deleting goes further: whoever keeps the workforce (the `workforce` permission) may
 * remove employees (role user), though not an admin, whom only an admin may remove.
 */
function mayDelete(caller: Principal, target: { id: number; role: string }): boolean {
  return mayManage(caller, target) || (caller.permissions.workforce && target.role === 'user');
}

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch('/api/users/:id/', {
    onRequest: [app.authenticate],
    schema: {
      tags: ['users'], security: signedIn,
      summary: 'Update a user of your company (yourself, or anyone when admin)',
      params: IdParam,
      body: UserUpdate,
      response: { 200: AuthUser, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (req) => {
    const target = await req.tenant.users.get(req.params.id);
    if (!target) throw notFound();
    if (!mayManage(req.user, target)) throw forbidden();
    assertNotBlank(req.body, ['first_name', 'last_name', 'username']);
    const patch = Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
    const updated = await req.tenant.users.update(target.id, patch);
    if (updated === 'duplicate-username') throw fieldError('username', 'A user with that username already exists.');
    if (!updated) throw notFound();
    return updated;
  });

  app.delete('/api/users/:id/', {
    onRequest: [app.authenticate],
    schema: {
      tags: ['users'], security: signedIn,
      summary: 'Delete a user of your company (yourself; employees with workforce; anyone when admin); never the last admin',
      description: "An employee's direct reports move to the deleted person's manager (or become roots), in the same transaction.",
      params: IdParam,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (req, reply) => {
    const target = await req.tenant.users.get(req.params.id);
    if (!target) throw notFound();
    if (!mayDelete(req.user, target)) throw forbidden();
    const result = await req.tenant.users.remove(target.id);
    if (result === 'not-found') throw notFound();
    if (result === 'last-admin') throw nonFieldError(LAST_ADMIN);
    return reply.code(204).send(null);
  });
};
