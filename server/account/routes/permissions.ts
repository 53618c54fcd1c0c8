import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { PermissionChange, PermissionListQuery, PermissionRecord } from '../../../schemas/permissions';
import { editGuard, inBody } from '../../edits/guard';
import { actorOf } from '../../audit/record';
import { nonFieldError, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { assertOwnCompany } from '../../workforce/routes/access';

const ADMIN_PERMISSIONS_FIXED = 'Admins can use every area; their permissions cannot be changed.';

/** GET /api/permissions/ and PATCH /api/permission-on-user-id/: an admin's screen. */
export const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/permissions/',
    {
      schema: {
        tags: ['permissions'],
        summary: 'Which areas each user of your company may use (admins only)',
        description: '`?company_name=` may name your own company only (another answers 403). Admins are listed with every area.',
        querystring: PermissionListQuery,
        response: { 200: Type.Array(PermissionRecord), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      assertOwnCompany(req, req.query.company_name);
      return req.tenant.permissions.list();
    },
  );

  // One user's areas with their ETag, for a change to say which version it changes.
  app.get(
    '/api/permissions/:id/',
    {
      config: { etag: {} },
      schema: {
        tags: ['permissions'],
        summary: "One user's areas (admins only)",
        params: IdParam,
        response: { 200: PermissionRecord, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const record = (await req.tenant.permissions.list()).find((r) => r.user_id === req.params.id);
      if (!record) throw notFound();
      return record;
    },
  );

  app.patch(
    '/api/permission-on-user-id/',
    {
      config: { ifMatch: editGuard('permissions', (id) => `/api/permissions/${id}/`, inBody('user_id')) },
      schema: {
        tags: ['permissions'],
        summary: "Change a user's areas (admins only); only the areas named change",
        description: "Applies from the user's next request; they need not sign in again.",
        body: PermissionChange,
        response: { 200: PermissionRecord, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const changed = await req.tenant.permissions.change(req.body, actorOf(req));
      if (changed === 'not-found') throw notFound();
      if (changed === 'admin') throw nonFieldError(ADMIN_PERMISSIONS_FIXED);
      return changed;
    },
  );
};
