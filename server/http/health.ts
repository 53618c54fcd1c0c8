import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { HealthAnswer } from '../../schemas/answers';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health/',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'For load balancers: 200 while this process and its database answer',
        response: { 200: HealthAnswer, 503: Type.Object({ status: Type.Literal('unavailable') }) },
      },
    },
    async (_req, reply) => {
      if (!(await app.databaseAnswers())) return reply.code(503).send({ status: 'unavailable' as const });
      return { status: 'ok' as const };
    },
  );
};
