import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthUser } from '../../../schemas/user';
import type { Principal } from '../../plugins/auth';
import { errorResponses } from '../responses';

/** The AuthUser answer of a principal, without what only the server needs (JWT version). */
export function authUserOf({ companyId: _c, tokenVersion: _v, ...user }: Principal): AuthUser {
  return user;
}

export const authUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth-user/', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in user, with company and permissions',
      description: '`pending_email`: a new sign-in address waiting for the link mailed to it; until then `email` signs in. '
        + '`team`: the person manages someone, is a coach, or owns or coaches someone else’s development action (My team).',
      response: { 200: AuthUser, ...errorResponses(401) },
    },
  }, async (req) => ({
    ...authUserOf(req.user),
    pending_email: await app.accounts.pendingEmail(req.user.id),
    team: req.user.companyId !== null && await req.tenant.team.hasTeam(req.user.id),
  }));
};
