import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AnswerRetention } from '../../../schemas/company-lifecycle';
import { actorOf } from '../../audit/record';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { answerRetentionRepository } from '../queries/retention';

const tags = ['auth'];
const MEANING =
  'Months after a survey closes that its individual answers (each rater’s answer to each statement) and comments are ' +
  'deleted, by a daily job; null keeps them. Reports keep their scores, levels and benchmarks; their comments go.';

/** GET/PUT /api/answer-retention/: how long the company keeps individual answers (admins only, issue 43). */
export const answerRetentionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = answerRetentionRepository(app.db);
  const companyOf = (req: FastifyRequest) => req.user.companyId!;

  app.get(
    '/api/answer-retention/',
    {
      schema: {
        tags,
        summary: 'How long your company keeps individual answers (admins only)',
        description: MEANING,
        response: { 200: AnswerRetention, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const months = await repo.get(companyOf(req));
      if (months === undefined) throw notFound();
      return { answer_retention_months: months };
    },
  );

  app.put(
    '/api/answer-retention/',
    {
      schema: {
        tags,
        summary: 'Change how long your company keeps individual answers (admins only)',
        description: `${MEANING} The change is itself logged.`,
        body: AnswerRetention,
        response: { 200: AnswerRetention, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const months = await repo.set(actorOf(req), companyOf(req), req.body.answer_retention_months);
      if (months === undefined) throw notFound();
      return { answer_retention_months: months };
    },
  );
};
