import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CoachHome, CoachLinkParam } from '../../../schemas/coaching';
import { LINK_INVALID } from '../../../schemas/external-rater';
import { notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { coachHome } from '../actions/coach-home';

const tags = ['coaching'];

/** An outside coach's own page, by the personal link HR mailed them (no sign-in). */
export const coachLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/coach/:token/',
    {
      schema: {
        tags,
        summary: 'An outside coach’s page: who they coach for, and their coachees they may see',
        description:
          'No sign-in: the link is the key. Engagements listed: active ones whose coachee shares something, and requests awaiting HR. ' +
          `A link never sent or replaced by a newer one answers 404 "${LINK_INVALID}". Limited per client address (429).`,
        params: CoachLinkParam,
        response: { 200: CoachHome, ...errorResponses(404, 429) },
      },
    },
    async (req) => {
      await app.limiter.consume([{ key: `coach-link:ip:${req.ip}`, limit: app.config.limits.externalLinkPerIp }]);
      const home = await coachHome(app, req.params.token);
      if (!home) throw notFound(LINK_INVALID);
      return home;
    },
  );
};
