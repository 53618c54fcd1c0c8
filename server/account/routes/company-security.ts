import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CompanySecurity } from '../../../schemas/two-factor';
import { actorOf } from '../../audit/record';
import { twoFactorRepository } from '../queries/two-factor';
import { forbidden, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';

const tags = ['auth'];
const MEANING =
  'When `require_two_factor` is on, admins and anyone holding an area (Coach included; the dashboard alone does not ' +
  'count) must set up two-factor sign-in: until they do, signing in opens only their two-factor setup, their sessions and ' +
  'signing out (every other endpoint answers 403), and they cannot turn it off.';

/** The company's security rules are an admin's alone: holding every area is not enough. */
export async function mayChangeCompanySecurity(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null || req.user.role !== 'admin') throw forbidden();
}

/** GET/PUT /api/company-security/: whether the company requires two-factor sign-in. */
export const companySecurityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = twoFactorRepository(app.db, app.twoFactorSecrets);
  const companyOf = (req: FastifyRequest) => req.user.companyId!;

  app.get(
    '/api/company-security/',
    {
      config: { etag: {} },
      schema: {
        tags,
        summary: 'Whether your company requires two-factor sign-in (admins only)',
        description: MEANING,
        response: { 200: CompanySecurity, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const on = await repo.companyRequires(companyOf(req));
      if (on === null) throw notFound();
      return { require_two_factor: on };
    },
  );

  app.put(
    '/api/company-security/',
    {
      config: { ifMatch: { resource: () => '/api/company-security/', entity: 'settings', id: (req) => req.user.companyId ?? '' } },
      schema: {
        tags,
        summary: 'Require two-factor sign-in of admins and anyone holding an area, or not (admins only)',
        description: `${MEANING} The change is itself logged.`,
        body: CompanySecurity,
        response: { 200: CompanySecurity, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const on = await repo.setCompanyRequires(actorOf(req), companyOf(req), req.body.require_two_factor);
      if (on === null) throw notFound();
      return { require_two_factor: on };
    },
  );
};
