import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '../../../schemas/errors';
import { MailPreview, MailPreviewQuery, SurveyMailSettings } from '../../../schemas/survey-mail-settings';
import { readCompanyLanguage } from '../../i18n/recipient-language';
import { SAMPLE_RATER } from '../../mail/sample-rater';
import { notFound } from '../../http-errors';
import { surveyInvitationMail, surveyReminderMail } from '../../mail/survey-messages';
import { errorResponses } from '../../http/responses';

const tags = ['survey'];
const found = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

/** The texts a survey's invitations and reminders open with, when reminders go, and a preview of each mail. */
export const surveyMailSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/survey/survey/:id/mail-settings/',
    {
      schema: {
        tags,
        summary: "A survey's invitation and reminder texts and reminder days (needs survey)",
        params: IdParam,
        response: { 200: SurveyMailSettings, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => found(await req.tenant.surveyAssignments.mailSettings(req.params.id)),
  );

  app.put(
    '/survey/survey/:id/mail-settings/',
    {
      schema: {
        tags,
        summary: "Change a survey's invitation and reminder texts and reminder days (needs survey)",
        description:
          'The texts are plain text (HTML is shown as typed), up to 2,000 characters; the days are days before ' +
          'the end date (each once, from the choices of the schema), kept from the furthest to the nearest. Mails sent from now on use them.',
        params: IdParam,
        body: SurveyMailSettings,
        response: { 200: SurveyMailSettings, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => found(await req.tenant.surveyAssignments.setMailSettings(req.params.id, req.body)),
  );

  app.get(
    '/survey/survey/:id/mail-preview/',
    {
      schema: {
        tags,
        summary: "A survey's invitation or reminder exactly as it goes out, to a sample rater (needs survey)",
        description: 'Built by the same code as the mails sent, with the texts saved now; the rater and their ratees are made up.',
        params: IdParam,
        querystring: MailPreviewQuery,
        response: { 200: MailPreview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const survey = found(await req.tenant.surveyAssignments.survey(req.params.id, app.now()));
      // In the language asked for, else the one a rater without a choice of their own reads: the company's.
      const language = req.query.language ?? (await readCompanyLanguage(app.db, req.tenant.companyId));
      const content = { ...survey, ...SAMPLE_RATER, language };
      const mail = req.query.kind === 'invitation' ? surveyInvitationMail(content, app.config.appUrl) : surveyReminderMail(content, app.config.appUrl);
      return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    },
  );
};
