import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { customFormats } from '../schemas/formats';
import type { Config } from './config';
import type { Db } from './db/db-type';
import type { Mailer } from './mail/mailer';
import { allowedMethodsPlugin } from './plugins/allowed-methods';
import { answerRetentionPlugin } from './plugins/answer-retention';
import { auditPrunePlugin } from './plugins/audit-prune';
import { authPlugin } from './plugins/auth';
import { commonResponsesPlugin } from './plugins/common-responses';
import { commentInsightsPlugin } from './plugins/comment-insights';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { invitationsPlugin } from './plugins/invitations';
import { mailPlugin } from './plugins/mail';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { remindersPlugin } from './plugins/reminders';
import { surveyRecurrencePlugin } from './plugins/survey-recurrence';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { staleEditsPlugin } from './plugins/stale-edits';
import { tenancyPlugin } from './plugins/tenancy';
import { validationPlugin } from './plugins/validation';
import { webhooksPlugin } from './plugins/webhooks';
import { repoRoot } from './repo-root';
import { routes } from './http/routes';
import { cachedSerializers } from './http/serializer-cache';
import { resolveSecretKey } from './security/secret-key';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The app's clock: tests move it to expire tokens and rate-limit windows. */
    now(): Date;
  }
}

export interface AppOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** JWT key; by default SECRET_KEY or DATA_DIR/secret.key. */
  secretKey?: Uint8Array;
  clock?: () => Date;
  /** Vite's output; by default dist/ at the repository root. */
  distDir?: string;
  /** Sees every route as it is added, documented or not (the authorization matrix lets none escape it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole product as one plugin: the API and the SPA, on one port. */
export const app = fp(
  async (fastify: FastifyInstance, opts: AppOptions) => {
    const clock = opts.clock ?? (() => new Date());
    if (opts.onRoute) fastify.addHook('onRoute', opts.onRoute);
    fastify.decorate('config', opts.config);
    fastify.decorate('now', clock);

    await fastify.register(validationPlugin);
    await fastify.register(errorsPlugin);
    await fastify.register(securityHeadersPlugin);
    await fastify.register(compressionPlugin);
    await fastify.register(dbPlugin, { db: opts.db });
    await fastify.register(tenancyPlugin);
    await fastify.register(mailPlugin, { mailer: opts.mailer });
    await fastify.register(invitationsPlugin);
    await fastify.register(remindersPlugin);
    await fastify.register(surveyRecurrencePlugin);
    await fastify.register(commentInsightsPlugin);
    await fastify.register(auditPrunePlugin);
    await fastify.register(answerRetentionPlugin);
    await fastify.register(webhooksPlugin);
    await fastify.register(rateLimitsPlugin, { clock });
    await fastify.register(authPlugin, { secretKey: opts.secretKey ?? resolveSecretKey(opts.config.secretKey, opts.config.dataDir), clock });
    await fastify.register(staleEditsPlugin);
    await fastify.register(commonResponsesPlugin);
    await fastify.register(openapiPlugin);
    await fastify.register(allowedMethodsPlugin);
    await fastify.register(routes);
    await fastify.register(spaPlugin, { distDir: opts.distDir ?? path.join(repoRoot, 'dist') });
  },
  { name: 'app' },
);

// Mailed tokens travel in paths, and a visitor's enquiry in the query: keep both out of the logs.
const redactTokens = (url: string) =>
  url
    .replace(/\/(confirmation-link|password-reset|api\/external|rate)\/[^/?]+/g, '/$1/[token]')
    .replace(/^(\/api\/(?:contact-us|demo-request)-email\/?)\?.*$/, '$1?[redacted]');

/**
 * Two lines per request bury what a person needs on the console (the links of mails kept in the
 * outbox, warnings): request lines go at debug (LOG_LEVEL=debug shows them); failures stay at error.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export function serverOptions(config: Config, logger: FastifyServerOptions['logger'] = true): FastifyServerOptions {
  return {
    logger:
      logger === true
        ? { level: config.logLevel, serializers: { req: (req) => ({ method: req.method, url: redactTokens(req.url), remoteAddress: req.ip }) } }
        : logger,
    logController: new QuietRequestLog(),
    // Answers are serialised with an Ajv of fast-json-stringify's own (it picks anyOf branches);
    // it is given our formats so that it knows them instead of warning about each.
    serializerOpts: { ajv: { formats: customFormats } },
    schemaController: { compilersFactory: { buildSerializer: cachedSerializers } },
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // Fastify 5.12 ignores a bare hop count (it "fails closed"): TRUST_PROXY=1 would leave
    // every client behind the load balancer with its address, sharing one per-address
    // sign-in budget. A count trusts that many hops, as README documents; addresses are
    // safer when the servers can also be reached directly (see Settings).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  };
}

export type App = FastifyInstance;

/** A ready-to-listen instance (server.ts) or to inject into (tests). */
export async function createApp(opts: AppOptions, logger?: FastifyServerOptions['logger']): Promise<App> {
  const fastify = Fastify(serverOptions(opts.config, logger)).withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(app, opts);
  return fastify;
}
