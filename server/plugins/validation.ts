import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-errors';
import { bodyAjv, compileLengthFirst, fieldsWithNul, textAjv } from '../shared/rules/validation';

/**
 * Every body, query string and param is checked against its schema from schemas/ by an
 * Ajv set up like the form's. Bodies are taken exactly as sent: a "5" is not a 5, and
 * an unknown field is an error, not silently dropped. Sizes are checked before any pattern.
 */
export const validationPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(({ schema, httpPart }) => compileLengthFirst(httpPart === 'body' ? bodyAjv : textAjv, schema as object));

    // JSON with no body at all (a PATCH that carries nothing) is "no body", not bad JSON.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
      parseJson(req, body as string, (err, value) => {
        if (err) return done(err);
        const nul = fieldsWithNul(value);
        if (nul.length) return done(badRequest(Object.fromEntries(nul.map((f) => [f, ['Null characters are not allowed.']]))));
        done(null, value);
      });
    });
    // The API speaks JSON only: anything else is 415, not a string that fails validation.
    app.removeContentTypeParser('text/plain');

    // PostgreSQL text cannot hold NUL: a %00 in a query or path is refused like one in a body.
    app.addHook('preValidation', async (req) => {
      const nul = [...fieldsWithNul(req.query), ...fieldsWithNul(req.params)];
      if (nul.length) throw badRequest(Object.fromEntries(nul.map((f) => [f, ['Null characters are not allowed.']])));
    });
  },
  { name: 'validation' },
);
