import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CoachingOutcomes } from '../../../schemas/coaching';
import { errorResponses } from '../../http/responses';
import { coachingOutcomes } from '../queries/outcomes';

/** HR's view of coaching: how many take it up, and whether the coached competencies moved more than the others. */
export const outcomeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/coaching/outcomes/',
    {
      schema: {
        tags: ['coaching'],
        summary: 'Coaching uptake and outcomes (needs feedback)',
        description:
          'Uptake: released reports, coaching requests (every engagement), active, awaiting approval, ended, and sessions held ' +
          '(scheduled, not cancelled, start passed). Per competency someone was coached on (an approved engagement): the mean ' +
          'change of others’ score, as HR’s report shows it, from the coached survey to the person’s next closed survey, for ' +
          'the coached people against the other ratees of the same surveys. People without a later figure are not counted; a ' +
          'side’s mean is null unless at least the company’s anonymity threshold (`threshold`) of people are behind it.',
        response: { 200: CoachingOutcomes, ...errorResponses(401, 403) },
      },
    },
    async (req) => coachingOutcomes(app.db, req.user.companyId!, app.now()),
  );
};
