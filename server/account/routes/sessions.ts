import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { SessionParam, SignedInSessions } from '../../../schemas/session';
import { notFound } from '../../http-errors';
import { browserOf } from '../../security/user-agent';
import { errorResponses } from '../../http/responses';

/** Signing out, here or elsewhere: the session's row is revoked, and its JWT is refused on every process from the next request. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/logout/',
    {
      config: { beforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session of the token this is called with',
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      await app.sessions.revoke(req.user.id, req.user.sessionId, app.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/sessions/',
    {
      config: { beforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'Your signed-in sessions (browser, address, last seen); `current` is this one',
        response: { 200: SignedInSessions, ...errorResponses(401) },
      },
    },
    async (req) =>
      (await app.sessions.list(req.user.id, app.now())).map((s) => ({
        id: s.id,
        browser: browserOf(s.userAgent),
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        current: s.id === req.user.sessionId,
      })),
  );

  app.delete(
    '/api/sessions/:id/',
    {
      config: { beforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of your sessions (another device, or this one)',
        params: SessionParam,
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      // Another person's session is answered as one that does not exist.
      if (!(await app.sessions.revoke(req.user.id, req.params.id, app.now()))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/sessions/',
    {
      config: { beforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every session of yours ends, this one included',
        response: { 204: Type.Null({ description: 'Signed out everywhere' }), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      await app.sessions.revokeAll(req.user.id, app.now());
      return reply.code(204).send(null);
    },
  );
};
