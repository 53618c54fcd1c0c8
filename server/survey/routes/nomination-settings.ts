import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParam } from '../../../schemas/errors';
import { Nomination, RaterSelection } from '../../../schemas/nomination';
import type { NominationMailTo, NominationSurvey } from '../actions/nominations';
import { dayOf } from '../queries/survey-view';
import { hasErrors, selectionErrors } from '../rules/nomination-rules';
import { badRequest, nonFieldError, notFound } from '../../http-errors';
import { chooseRatersMail } from '../../mail/nomination-messages';
import { errorResponses } from '../../http/responses';
import { publicNomination } from './nomination-answers';

/** The "choose your raters" mail of one ratee of the survey. */
export const chooseRaters = (survey: NominationSurvey, appUrl: string) => (to: NominationMailTo) =>
  chooseRatersMail({ ...to, companyName: survey.companyName, title: survey.title, deadline: survey.nominationDeadline }, appUrl);

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
    async (req) => {
      const survey = await req.tenant.nominations.survey(req.params.id, dayOf(app.now()));
      if (!survey) throw notFound();
      return { rater_selection: survey.raterSelection, nomination_deadline: survey.nominationDeadline, rater_limits: survey.raterLimits };
    },
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
    async (req) => {
      const { nominations } = req.tenant;
      const today = dayOf(app.now());
      const survey = await nominations.survey(req.params.id, today);
      if (!survey) throw notFound();
      if (survey.closed) throw nonFieldError('This survey is closed: who picks its raters can no longer change.');
      const errors = selectionErrors(req.body, survey.endDate, today);
      if (hasErrors(errors)) throw badRequest(errors);
      if (req.body.rater_selection !== survey.raterSelection && (await nominations.anyMoved(survey.id))) {
        throw badRequest({ rater_selection: ['Ratees have already sent their lists: the mode can no longer change.'] });
      }
      const next = { ...survey, nominationDeadline: req.body.nomination_deadline };
      const mails = await nominations.saveSelection(survey.id, req.body, !survey.isDraft, chooseRaters(next, app.config.appUrl));
      app.mailer.deliverStored(mails);
      return req.body;
    },
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
    async (req) => {
      const { nominations } = req.tenant;
      if (!(await nominations.survey(req.params.id, dayOf(app.now())))) throw notFound();
      return (await nominations.forSurvey(req.params.id)).map(publicNomination);
    },
  );
};
