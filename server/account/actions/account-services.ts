import type { FastifyInstance } from 'fastify';
import { sessionExpiry } from '../../security/jwt';
import type { SessionOrigin } from '../queries/sessions';

/**
 * What an account action needs of the server (accounts, limiter, mailer, JWT, settings, clock):
 * the whole app, since the sign-in and mail limits it shares with the routes
 * (routes/guess-rules.ts, routes/mail-rules.ts) take it. A route passes `app`.
 */
export type AccountServices = FastifyInstance;

/** Who sent the request, as a session opened by it records them (routes/client-of.ts). */
export type Client = Omit<SessionOrigin, 'expiresAt'>;

/** A session opened by the request lives as long as the JWT it answers, counted from the action's own clock reading. */
export const sessionFrom = (client: Client, now: Date): SessionOrigin => ({ ...client, expiresAt: sessionExpiry(now) });
