import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActionSuggestions } from '../../../schemas/development-library';
import { SurveyRateeParams } from '../../../schemas/feedback';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { readActionSuggestions } from '../actions/action-suggestions';

const tags = ['feedback'];

/** What to do next for a ratee's development areas, from the library, ranked by what followed it here. */
export const actionSuggestionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feedback/survey/:id/ratee/:ratee/action-suggestions/',
    {
      schema: {
        tags,
        summary: "Suggested development actions for one ratee's development areas, with what followed them (needs feedback)",
        description:
          'Development areas: the competencies others score lowest (at most three, below 3 of 4) and the blind spots (self at least a ' +
          'point above others), from the figures HR’s report shows (a withheld figure is no area). For each, the active actions of the ' +
          'development action library for that competency at the survey’s expected level or any level. `evidence`: the mean change of ' +
          'others’ score on the competency, from the survey an action was planned after to the ratee’s next survey, over the people of ' +
          'this company who did it; null (not enough evidence yet) below the company’s anonymity threshold of people. Ranked by the ' +
          'evidence shown, then expected level before any level, then title. Closed surveys only: while the survey is open this answers ' +
          '409. 404 unless the person is a ratee of this published survey.',
        params: SurveyRateeParams,
        response: { 200: ActionSuggestions, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => sendOutcome(await readActionSuggestions(app.db, req.user.companyId!, req.params.id, req.params.ratee, app.now())),
  );
};
