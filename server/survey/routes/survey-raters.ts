import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { RaterMailed, RaterReplaced, RaterReplacement, SurveyAssignmentParams, SurveyRaterParams } from '../../../schemas/survey-raters';
import { actorOf } from '../../audit/record';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { reinviteRater, remindRater } from '../actions/mail-one-rater';
import { removeRater } from '../actions/remove-rater';
import { replaceRater } from '../actions/replace-rater';
import { surveyInParams } from './survey-version';

const tags = ['survey'];
const STATUS_ONLY = "Answers never show here: only the assignment's status and times.";

/** One rater or one assignment of a survey: remind, invite again, remove, replace. */
export const surveyRaterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/survey/survey/:id/raters/:rater/remind/',
    {
      schema: {
        tags,
        summary: 'Remind one rater of a survey (needs survey)',
        description:
          'Mails the employee about only the ratees whose answers they have not submitted, and stamps their reminded_at. ' +
          'Only while the survey is open; a rater who has submitted everything is refused (400). ' +
          `At most ${app.config.limits.mailPerRecipientPerSurvey.max} mails go to one address about one survey within a day (scheduled reminders included): past it 429 with Retry-After, nothing sent. ` +
          "An employee who is not a rater of the survey, or another company's ids: 404.",
        params: SurveyRaterParams,
        response: { 200: RaterMailed, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => sendOutcome(await remindRater(app, req.tenant, req.params)),
  );

  app.post(
    '/survey/survey/:id/raters/:rater/invite/',
    {
      schema: {
        tags,
        summary: 'Send one rater their invitation again (needs survey)',
        description:
          'A fresh invitation listing every ratee the employee has not submitted yet; their invited_at becomes now. ' +
          `Refused (400) for a draft, a closed survey, or a rater who has submitted everything; 429 with Retry-After past ${app.config.limits.mailPerRecipientPerSurvey.max} mails to the address about the survey within a day. ` +
          "An employee who is not a rater of the survey, or another company's ids: 404.",
        params: SurveyRaterParams,
        response: { 200: RaterMailed, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => sendOutcome(await reinviteRater(app, req.tenant, req.params)),
  );

  app.delete(
    '/survey/survey/:id/assignments/:assignment/',
    {
      config: { ifMatch: surveyInParams },
      schema: {
        tags,
        summary: 'Remove one rater assignment that is not submitted (needs survey)',
        description: `A draft of it goes too. Refused (400) once submitted, or when the survey is closed. ${STATUS_ONLY}`,
        params: SurveyAssignmentParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => reply.code(204).send(sendOutcome(await removeRater(req.tenant, req.params, app.now(), actorOf(req)))),
  );

  app.put(
    '/survey/survey/:id/assignments/:assignment/rater/',
    {
      config: { ifMatch: surveyInParams },
      schema: {
        tags,
        summary: 'Give one rater assignment that is not submitted to another employee (needs survey)',
        description:
          "The same ratee and relationship, a new rater; the old rater's draft goes. The new rater is invited at once " +
          'unless the survey is a draft (then they hear with the others). Refused (400) once submitted, for a self-assessment, ' +
          'for a closed survey, for the ratee or someone who already rates them, and for a peer, direct report or other seat ' +
          `once one of the ratee's peers, direct reports or outside raters has submitted. ${STATUS_ONLY}`,
        params: SurveyAssignmentParams,
        body: RaterReplacement,
        response: { 200: RaterReplaced, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await replaceRater(app, req.tenant, req.params, req.body, actorOf(req))),
  );
};
