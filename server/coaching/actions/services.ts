import type { FastifyInstance } from 'fastify';

/** What the coaching actions use of the app: the database, the clock, the mailer and the product's address. */
export type CoachingServices = Pick<FastifyInstance, 'db' | 'config' | 'now' | 'mailer'>;
