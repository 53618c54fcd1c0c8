import type { FastifyRequest } from 'fastify';
import type { SessionOrigin } from '../queries/sessions';
import { sessionExpiry } from '../../security/jwt';

/** Where a new session comes from, as its list shows it: the browser's own words and the client address. */
export const clientOf = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'] ?? '', ip: req.ip });

export const originOf = (req: FastifyRequest, now: Date): SessionOrigin => ({ ...clientOf(req), expiresAt: sessionExpiry(now) });
