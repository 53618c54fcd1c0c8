import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-errors';
import { toFieldErrors } from '../shared/rules/validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 400 answer when a param (a mailed token) is malformed; default 404. */
    badParam?: Record<string, string[]>;
  }
}

const STATUS_DETAIL: Record<number, string> = {
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Unsupported media type: send JSON (Content-Type: application/json).',
};

/** Every failure answers in the API's error shapes; a 5xx is logged and says nothing of the cause. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
      if (err instanceof HttpError) {
        return reply.code(err.statusCode).headers(err.headers).send(err.body);
      }
      if (err.validation) {
        if (err.validationContext === 'params') {
          const badParam = req.routeOptions.config.badParam;
          return badParam ? reply.code(400).send(badParam) : reply.code(404).send({ detail: 'Not found.' });
        }
        return reply.code(400).send(toFieldErrors(err.validation));
      }
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        req.log.error({ err }, 'request failed');
        return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
      }
      if (status === 400) {
        const bad = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'The request body is not valid JSON.' : err.message;
        return reply.code(400).send({ non_field_errors: [bad] });
      }
      return reply.code(status).send({ detail: STATUS_DETAIL[status] ?? err.message });
    });
  },
  { name: 'errors' },
);
