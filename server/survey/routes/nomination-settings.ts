import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { Nomination, RaterSelection } from '../../../schemas/nomination';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { changeRaterSelection } from '../actions/change-rater-selection';
import { listSurveyNominations, readRaterSelection } from '../actions/read-rater-selection';

/** HR's side: who picks a survey's raters, and every ratee's nomination. */
export const nominationSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/survey/:id/rater-selection/',
    {
      schema: {
        tags: ['survey'],
        summary: "Who picks the survey's raters, the nomination deadline and the limits per relationship (needs survey)",
        params: IdParam,
        response: { 200: RaterSelection, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await readRaterSelection(app, req.tenant, req.params.id)),
  );

  app.put(
    '/survey/survey/:id/rater-selection/',
    {
      schema: {
        tags: ['survey'],
        summary: "Choose who picks the survey's raters (needs survey)",
        description:
          '`hr`: HR assigns every rater (the wizard). `manager_approves` / `hr_approves`: each ratee proposes their peers, ' +
          'direct reports and others by `nomination_deadline` (not past, before the end date), within `rater_limits` ' +
          '(`{peer: {min, max}, …}`, max null for no limit), and their manager or HR approves; self and manager stay as HR assigned them. ' +
          'For a survey already sent, each ratee without a nomination gets one and a mail. Refused once a closed survey, ' +
          'or a change of mode once any ratee has sent their list.',
        params: IdParam,
        body: RaterSelection,
        response: { 200: RaterSelection, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await changeRaterSelection(app, req.tenant, req.params.id, req.body)),
  );

  app.get(
    '/survey/survey/:id/nominations/',
    {
      schema: {
        tags: ['survey'],
        summary: "Every ratee's nomination in the survey: status, note and proposed raters (needs survey)",
        description: 'Empty unless ratees nominate their raters and the survey has been sent. Says who rates whom, never any answer.',
        params: IdParam,
        response: { 200: Type.Array(Nomination), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await listSurveyNominations(app, req.tenant, req.params.id)),
  );
};
