import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import SCIMMY from 'scimmy';
import type { AuditActor } from '../../audit/record';
import { HttpError } from '../../http-errors';
import type { ScimContext } from '../actions/scim-context';
import { isScimError } from '../rules/scim-errors';
import { authenticateScimToken } from '../actions/tokens';

export { SCIM_BASE } from '../rules/scim-user';
export const SCIM_TYPE = 'application/scim+json';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a SCIM route's bearer check: the token's company and name. */
    scimToken?: { id: number; companyId: number; name: string };
  }
}

const UNAUTHORISED = 'A valid SCIM bearer token is required (Authorization: Bearer <token>, from Account → SCIM provisioning).';

/** The SCIM error body (RFC 7644 §3.12) of any failure, with its status. */
function errorBody(err: FastifyError | HttpError): { status: number; body: object } {
  const plain = (status: number, detail: string, scimType?: string) => ({
    status,
    body: { schemas: [SCIMMY.Messages.ErrorResponse.id], status: String(status), ...(scimType && { scimType }), detail },
  });
  if (isScimError(err)) return plain(err.status, err.message, err.scimType);
  if (err instanceof HttpError) return plain(err.statusCode, err.message);
  if ((err as FastifyError).validation) {
    const context = (err as FastifyError).validationContext;
    return context === 'params' ? plain(404, 'Resource not found') : plain(400, err.message, context === 'querystring' ? 'invalidFilter' : 'invalidSyntax');
  }
  const status = (err as FastifyError).statusCode ?? 500;
  if (status >= 500) return plain(500, 'Something went wrong on our side. Please try again.');
  if (status === 400) return plain(400, 'The request body is not valid JSON.', 'invalidSyntax');
  return plain(status, err.message);
}

/**
 * The SCIM protocol around the routes of one context: `application/scim+json` in and out, every failure in SCIM's
 * error shape, and the bearer token as the only way in (a user's JWT is not one). The token's company is the only
 * company its requests can name.
 */
export function speakScim(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(SCIM_TYPE, { parseAs: 'string' }, (req, body, done) => parseJson(req, body as string, done));

  app.addHook('onRequest', async (req) => {
    const [scheme, secret] = (req.headers.authorization ?? '').split(' ');
    const token = scheme?.toLowerCase() === 'bearer' && secret ? await authenticateScimToken(app.db, secret, app.now()) : null;
    if (!token) throw new HttpError(401, UNAUTHORISED, {}, { 'WWW-Authenticate': 'Bearer realm="scim"' });
    req.scimToken = token;
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('content-type', `${SCIM_TYPE}; charset=utf-8`);
    return payload;
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    const { status, body } = errorBody(err);
    if (status >= 500) req.log.error({ err }, 'SCIM request failed');
    if (err instanceof HttpError) reply.headers(err.headers);
    return reply.code(status).send(body);
  });
}

/** The action's context for a request past the bearer check; the audit log names the token. */
export function scimContext(app: FastifyInstance, req: FastifyRequest): ScimContext {
  const token = req.scimToken!;
  const by: AuditActor = { companyId: token.companyId, userId: null, actor: `SCIM token "${token.name}"`, ip: req.ip };
  return { app, db: app.db, companyId: token.companyId, by };
}
