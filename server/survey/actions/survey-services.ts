import type { FastifyInstance } from 'fastify';

/** What a survey action needs of the server: its settings, its clock and the mailer (a route passes `app`). */
export type SurveyServices = Pick<FastifyInstance, 'config' | 'now' | 'mailer'>;
