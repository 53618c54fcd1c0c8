import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Detail, FieldErrors } from '../../schemas/errors';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The answers every route can give before its handler runs, added to each documented route's
 * responses so that the OpenAPI document declares every status the server can answer: 400 for a
 * query, params or body that fails its schema, 413 and 415 for a body too large or not JSON (nor
 * the upload it expects), 414 for a path too long. Registered before the OpenAPI plugin, which
 * reads the responses as this leaves them.
 */
export const commonResponsesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema;
      if (!schema || schema.hide) return;
      const response = (schema.response ??= {}) as Record<string, unknown>;
      const add = (status: number, answer: unknown) => {
        response[status] ??= answer;
      };
      add(414, Detail);
      if (schema.querystring || schema.params || schema.body) add(400, FieldErrors);
      if ([route.method].flat().some((m) => WITH_BODY.has(m))) {
        add(400, FieldErrors);
        add(413, Detail);
        add(415, Detail);
      }
    });
  },
  { name: 'common-responses' },
);
