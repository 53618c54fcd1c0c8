import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../schemas/errors';
import { MailedAnswer, SendEmail } from '../../../schemas/survey';
import type { RaterToMail } from '../actions/survey-mailing-types';
import type { SurveyState } from '../queries/survey-state';
import { externalInvitationMail, externalReminderMail } from '../../mail/external-rater-messages';
import { dayOf } from '../queries/survey-view';
import { surveyInvitationMail, surveyReminderMail } from '../../mail/survey-messages';
import { nonFieldError, notFound } from '../../http-errors';
import { errorResponses } from '../../http/responses';
import { chooseRaters } from './nomination-settings';
import { withMailLimit } from '../actions/mail-limits';

const raters = (n: number) => (n === 1 ? '1 rater' : `${n} raters`);

/** Invitations and reminders: one mail per rater, naming only the people they rate. */
export const surveyMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = (survey: SurveyState, rater: RaterToMail) => ({ ...survey, ...rater });

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
    async (req) => {
      const id = 'survey_id' in req.body ? req.body.survey_id : req.body.survey_update_id;
      const { surveyAssignments } = req.tenant;
      const survey = await surveyAssignments.survey(id, app.now());
      if (!survey) throw notFound();
      if (survey.isDraft) throw nonFieldError('A draft is not sent to its raters: finish the survey first, then send the invitations.');
      if (survey.status === 'closed') throw nonFieldError('This survey is closed: its raters can no longer answer, so no invitation is sent.');
      const invite = (r: RaterToMail) => surveyInvitationMail(content(survey, r), app.config.appUrl, r.more);
      const nominating = await req.tenant.nominations.survey(id, dayOf(app.now()));
      // Employees, nominations and outsiders in one transaction: a failure mails nobody and marks nobody invited.
      const { invited, chooseMails } = await withMailLimit(app, req.tenant, id, 'count', async (t) => {
        const mailed =
          nominating && nominating.raterSelection !== 'hr'
            ? await t.nominations.sendOut(id, app.now(), invite, chooseRaters(nominating, app.config.appUrl))
            : { invited: await t.surveyAssignments.claimInvitations(id, app.now(), invite), chooseMails: [] };
        const outsiders = await t.externalRaters.claimInvitations(id, app.now(), (m, again) => externalInvitationMail(m, app.config.appUrl, again));
        const invited = [...mailed.invited, ...outsiders];
        return { invited, chooseMails: mailed.chooseMails, mails: [...invited, ...mailed.chooseMails] };
      });
      app.mailer.deliverStored([...invited, ...chooseMails]);
      const detail = invited.length ? `Invitations sent to ${raters(invited.length)}.` : 'Every rater of this survey has already been invited.';
      return { detail, sent: invited.length };
    },
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
    async (req) => {
      const { surveyAssignments } = req.tenant;
      const survey = await surveyAssignments.survey(req.params.id, app.now());
      if (!survey) throw notFound();
      if (survey.status === 'closed') throw nonFieldError('This survey is closed: its raters can no longer answer, so no reminder is sent.');
      if (survey.isDraft) throw nonFieldError('A draft has not been sent to its raters: finish the survey and send the invitations first.');
      if (survey.status === 'draft') throw nonFieldError(`This survey opens on ${survey.startDate}: reminders can be sent once it is open.`);
      // Raters past the day's allowance are left out, not refused: the others still hear.
      const { mails: reminded, skipped } = await withMailLimit(app, req.tenant, survey.id, 'skip', async (t) => ({
        mails: [
          ...(await t.surveyAssignments.claimReminders(survey.id, app.now(), (r) => surveyReminderMail(content(survey, r), app.config.appUrl))),
          ...(await t.externalRaters.claimReminders(survey.id, app.now(), (m) => externalReminderMail(m, app.config.appUrl))),
        ],
      }));
      app.mailer.deliverStored(reminded);
      const detail = reminded.length
        ? `Reminders sent to ${raters(reminded.length)}.`
        : skipped
          ? 'No reminder sent.'
          : 'Every rater has already submitted: nobody to remind.';
      const left = skipped
        ? ` ${raters(skipped)} already had ${app.config.limits.mailPerRecipientPerSurvey.max} mails about this survey within a day and ${skipped === 1 ? 'was' : 'were'} skipped; try them again tomorrow.`
        : '';
      return { detail: detail + left, sent: reminded.length, skipped };
    },
  );
};
