import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthUser } from '../../../schemas/user';
import { mustEnrolInTwoFactor } from '../../plugins/auth';
import type { Principal } from '../../security/principal';
import { errorResponses } from '../../http/responses';

/** The AuthUser answer of a principal, without what only the server needs (JWT version, session). */
function authUserOf({ companyId: _c, tokenVersion: _v, sessionId: _s, twoFactor: _t, ...user }: Principal): AuthUser {
  return user;
}

export const authUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/auth-user/',
    {
      config: { beforeTwoFactor: true },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, with company and permissions',
        description:
          '`pending_email`: a new sign-in address waiting for the link mailed to it; until then `email` signs in. ' +
          '`team`: the person manages someone, is a coach, or owns or coaches someone else’s development action (My team). ' +
          '`two_factor`: whether two-factor sign-in is on, and whether the company requires it of this person; while it is ' +
          'required and not on, every other endpoint but enrolling, the sessions and signing out answers 403.',
        response: { 200: AuthUser, ...errorResponses(401) },
      },
    },
    async (req) => ({
      ...authUserOf(req.user),
      pending_email: await app.accounts.pendingEmail(req.user.id),
      // Someone who must enrol first reaches nothing else, My team's question included.
      team: req.user.companyId !== null && !mustEnrolInTwoFactor(req.user) && (await req.tenant.team.hasTeam(req.user.id)),
      two_factor: req.user.twoFactor,
    }),
  );
};
