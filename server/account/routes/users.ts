import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { AuthUser, UserUpdate } from '../../../schemas/user';
import { actorOf } from '../../audit/record';
import { employeeOfUser } from '../../edits/employee-of-user';
import { userEmployeeGuard } from '../../edits/guard';
import { fieldError, forbidden, nonFieldError, notFound } from '../../http-errors';
import type { Principal } from '../../security/principal';
import { assertNotBlank } from '../../http/blank-fields';
import { errorResponses } from '../../http/responses';
import { ADMINS_ONLY, refusalToChange } from './account-authority';

const LAST_ADMIN = 'A company needs at least one admin: make another user an admin before deleting this one.';

const OWN_PROFILE_ONLY = "You can change only your own profile here; an admin can change anyone's.";

/** Everyone manages their own account; admins (and superusers) every account of their company. */
function refusalToManage(caller: Principal, target: AuthUser): string | null {
  if (caller.id === target.id || caller.role === 'superuser') return null;
  if (caller.role === 'admin' && target.role !== 'superuser') return null;
  return target.role === 'user' ? OWN_PROFILE_ONLY : ADMINS_ONLY;
}

const NOT_YOURS_TO_REMOVE = 'Only an admin, or someone with the workforce area, can remove another person.';

/**
 * Deleting goes further: whoever keeps the workforce may remove employees (role user) who
 * can use no area the caller cannot (account-authority.ts); only an admin removes an admin.
 */
function refusalToDelete(caller: Principal, target: AuthUser): string | null {
  if (!refusalToManage(caller, target)) return null;
  if (target.role !== 'user') return ADMINS_ONLY;
  if (!caller.permissions.workforce) return NOT_YOURS_TO_REMOVE;
  return refusalToChange(caller, target);
}

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/api/users/:id/',
    {
      schema: {
        tags: ['users'],
        summary: 'Update a user of your company (yourself, or anyone when admin)',
        params: IdParam,
        body: UserUpdate,
        response: { 200: AuthUser, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const target = await req.tenant.users.get(req.params.id);
      if (!target) throw notFound();
      const refused = refusalToManage(req.user, target);
      if (refused) throw forbidden(refused);
      assertNotBlank(req.body, ['first_name', 'last_name', 'username']);
      const patch = Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
      const updated = await req.tenant.users.update(target.id, patch, actorOf(req));
      if (updated === 'duplicate-username') throw fieldError('username', 'A user with that username already exists.');
      if (!updated) throw notFound();
      return updated;
    },
  );

  app.delete(
    '/api/users/:id/',
    {
      config: { ifMatch: userEmployeeGuard((userId) => employeeOfUser(app.db, userId)) },
      schema: {
        tags: ['users'],
        summary: 'Delete a user of your company (yourself; with workforce, employees who use no area you cannot; anyone when admin); never the last admin',
        description: "An employee's direct reports move to the deleted person's manager (or become roots), in the same transaction.",
        params: IdParam,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const target = await req.tenant.users.get(req.params.id);
      if (!target) throw notFound();
      const refused = refusalToDelete(req.user, target);
      if (refused) throw forbidden(refused);
      const result = await req.tenant.users.remove(target.id, actorOf(req));
      if (result === 'not-found') throw notFound();
      if (result === 'last-admin') throw nonFieldError(LAST_ADMIN);
      return reply.code(204).send(null);
    },
  );
};
