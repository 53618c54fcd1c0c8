import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../schemas/errors';
import { MailedAnswer, SendEmail } from '../../../schemas/survey';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { remindRaters, sendInvitations } from '../actions/send-survey-mail';

/** Invitations and reminders: one mail per rater, naming only the people they rate. */
export const surveyMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/survey/send-email/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Mail the raters of a survey who have not been invited yet (needs survey)',
        description:
          'Send `{survey_id}` after creating a survey, `{survey_update_id}` after changing one: either way each rater ' +
          'with an assignment not yet invited gets one mail listing the people they are asked to rate, and a second call mails nobody; ' +
          'an outside rater gets their personal link. Where ratees nominate their raters, only self, manager, outside and approved ' +
          'raters are invited, and each ratee without a nomination yet gets one and a mail to choose their raters. ' +
          'A draft or a closed survey is refused.',
        body: SendEmail,
        response: { 200: MailedAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await sendInvitations(app, req.tenant, req.body)),
  );

  app.post(
    '/survey/survey/:id/remind/',
    {
      schema: {
        tags: ['survey'],
        summary: 'Remind the raters who have not submitted their answers (needs survey)',
        description:
          'Only while the survey is open. Each rater with answers still missing gets one mail listing only those ratees; ' +
          'raters who have submitted everything get nothing. An outside rater gets a new link, which replaces the one before. ' +
          `A rater whose address already had ${app.config.limits.mailPerRecipientPerSurvey.max} mails about this survey within a day (scheduled reminders included) is skipped: \`skipped\` counts them.`,
        params: IdParam,
        response: { 200: MailedAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => sendOutcome(await remindRaters(app, req.tenant, req.params.id)),
  );
};
