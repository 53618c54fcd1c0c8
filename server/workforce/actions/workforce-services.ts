import type { FastifyInstance } from 'fastify';

/** What a workforce action needs of the server: its settings, its clock, the mailer and the welcome invitations (a route passes `app`). */
export type WorkforceServices = Pick<FastifyInstance, 'config' | 'now' | 'mailer' | 'invitations'>;
