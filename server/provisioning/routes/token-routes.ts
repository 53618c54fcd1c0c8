import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ScimToken, ScimTokenCreated, ScimTokenInput, ScimTokenParam } from '../../../schemas/provisioning';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { createScimToken, revokeScimToken, scimTokens } from '../actions/tokens';

const tags = ['provisioning'];

/** HR's side of SCIM provisioning: the bearer tokens an identity provider uses (admins only, as the company's other settings). */
export const scimTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = (req: Parameters<typeof actorOf>[0]) => ({ db: app.db, companyId: req.user.companyId!, by: actorOf(req), now: app.now() });

  app.get(
    '/api/scim-tokens/',
    {
      schema: {
        tags,
        summary: 'Your company’s SCIM tokens: name, created, last used; never the secret (admins only)',
        response: { 200: Type.Array(ScimToken), ...errorResponses(401, 403) },
      },
    },
    async (req) => scimTokens(app.db, req.user.companyId!),
  );

  app.post(
    '/api/scim-tokens/',
    {
      schema: {
        tags,
        summary: 'Create a SCIM token for an identity provider (admins only)',
        description: 'The answer’s `token` is shown this once: paste it into the identity provider. Only its hash is kept.',
        body: ScimTokenInput,
        response: { 201: ScimTokenCreated, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => reply.code(201).send(sendOutcome(await createScimToken(ctx(req), req.body))),
  );

  app.delete(
    '/api/scim-tokens/:token/',
    {
      schema: {
        tags,
        summary: 'Revoke a SCIM token: its next request is refused (admins only)',
        description: 'Another company’s token answers 404.',
        params: ScimTokenParam,
        response: { 204: Type.Null({ description: 'Revoked' }), ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => {
      sendOutcome(await revokeScimToken(ctx(req), req.params.token));
      return reply.code(204).send(null);
    },
  );
};
