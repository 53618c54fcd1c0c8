import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { RaterMailed, RaterReplaced, RaterReplacement, SurveyAssignmentParams, SurveyRaterParams } from '../../../schemas/survey-raters';
import { actorOf } from '../../audit/record';
import type { RaterToMail } from '../actions/survey-mailing-types';
import type { SurveyState } from '../queries/survey-state';
import type { Tenant } from '../../plugins/tenancy';
import { changeRefusal, mailRefusal } from '../rules/rater-control-checks';
import { fieldError, nonFieldError, notFound } from '../../http-errors';
import { gathered } from '../../mail/invitation-batch';
import { surveyInvitationMail, surveyReminderMail } from '../../mail/survey-messages';
import { errorResponses } from '../../http/responses';
import { withMailLimit } from './mail-limits';
import { surveyInParams } from './survey-version';

const tags = ['survey'];
const STATUS_ONLY = "Answers never show here: only the assignment's status and times.";

/** One rater or one assignment of a survey: remind, invite again, remove, replace. */
export const surveyRaterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = (survey: SurveyState, rater: RaterToMail) => ({ ...survey, ...rater });
  const ONE_RATER = {
    reminder: { nothingLeft: 'remind them of', sent: 'Reminder sent to', compose: surveyReminderMail },
    invitation: { nothingLeft: 'invite them to', sent: 'Invitation sent again to', compose: surveyInvitationMail },
  } as const;

  /** One rater's reminder, or their invitation again: about only the ratees they have not submitted. */
  async function mailOneRater(tenant: Tenant, params: SurveyRaterParams, kind: keyof typeof ONE_RATER): Promise<RaterMailed> {
    const { surveyAssignments } = tenant;
    const survey = await surveyAssignments.survey(params.id, app.now());
    if (!survey) throw notFound();
    const load = await surveyAssignments.raterLoad(survey.id, params.rater);
    if (load.total === 0) throw notFound();
    const refusal = mailRefusal(survey, kind);
    if (refusal) throw nonFieldError(refusal);
    const { nothingLeft, sent, compose } = ONE_RATER[kind];
    if (load.open === 0) throw nonFieldError(`This rater has submitted everything: there is nothing to ${nothingLeft}.`);
    const now = app.now();
    const { mails } = await withMailLimit(app, tenant, survey.id, 'refuse', async (t) => {
      const claim = kind === 'reminder' ? t.surveyAssignments.remindRater : t.surveyAssignments.reinviteRater;
      return { mails: await claim(survey.id, params.rater, now, (r) => compose(content(survey, r), app.config.appUrl)) };
    });
    app.mailer.deliverStored(mails);
    return { detail: `${sent} ${mails[0]?.to ?? 'the rater'}.`, at: now.toISOString() };
  }

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
    async (req) => mailOneRater(req.tenant, req.params, 'reminder'),
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
    async (req) => mailOneRater(req.tenant, req.params, 'invitation'),
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
    async (req, reply) => {
      const { surveyAssignments } = req.tenant;
      const survey = await surveyAssignments.survey(req.params.id, app.now());
      if (!survey) throw notFound();
      const refusal = changeRefusal(survey);
      if (refusal) {
        if (!(await surveyAssignments.assignmentIn(survey.id, req.params.assignment))) throw notFound();
        throw nonFieldError(refusal);
      }
      const done = await surveyAssignments.removeAssignment(survey.id, req.params.assignment, actorOf(req));
      if (!done) throw notFound();
      if ('refused' in done) throw nonFieldError(done.refused);
      return reply.code(204).send(null);
    },
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
    async (req) => {
      const { surveyAssignments } = req.tenant;
      const survey = await surveyAssignments.survey(req.params.id, app.now());
      if (!survey) throw notFound();
      const refusal = changeRefusal(survey);
      if (refusal) {
        if (!(await surveyAssignments.assignmentIn(survey.id, req.params.assignment))) throw notFound();
        throw nonFieldError(refusal);
      }
      const invite = survey.isDraft
        ? null
        : gathered(app.config.mail.batchSeconds, (r: RaterToMail) => surveyInvitationMail(content(survey, r), app.config.appUrl, r.more));
      const done = await surveyAssignments.replaceRater(survey.id, req.params.assignment, req.body.rater, app.now(), invite, actorOf(req));
      if (!done) throw notFound();
      if ('refused' in done) throw nonFieldError(done.refused);
      if ('field' in done) throw fieldError('rater', done.field);
      app.mailer.deliverStored(done.mails);
      const detail = done.mails.length ? 'Rater replaced and invited.' : 'Rater replaced: they will be invited with the others.';
      return { detail, id: done.id, invited: done.mails.length > 0 };
    },
  );
};
