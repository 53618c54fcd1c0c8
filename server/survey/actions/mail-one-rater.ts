import type { RaterMailed, SurveyRaterParams } from '../../../schemas/survey-raters';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { surveyInvitationMail, surveyReminderMail } from '../../mail/survey-messages';
import type { Tenant } from '../../plugins/tenancy';
import { mailRefusal } from '../rules/rater-control-checks';
import { withMailLimit } from './mail-limits';
import type { SurveyServices } from './survey-services';

const ONE_RATER = {
  reminder: { nothingLeft: 'remind them of', sent: 'Reminder sent to', compose: surveyReminderMail },
  invitation: { nothingLeft: 'invite them to', sent: 'Invitation sent again to', compose: surveyInvitationMail },
} as const;

/** One rater's reminder: about only the ratees they have not submitted. */
export const remindRater = (services: SurveyServices, tenant: Tenant, params: SurveyRaterParams) => mailOneRater(services, tenant, params, 'reminder');

/** One rater's invitation again, listing every ratee they have not submitted. */
export const reinviteRater = (services: SurveyServices, tenant: Tenant, params: SurveyRaterParams) => mailOneRater(services, tenant, params, 'invitation');

/**
 * Load the survey and the rater's load, check the survey takes mail and something is left to
 * answer, then claim and store the mail within the per-address limit in one transaction.
 */
async function mailOneRater(services: SurveyServices, tenant: Tenant, params: SurveyRaterParams, kind: keyof typeof ONE_RATER): Promise<Outcome<RaterMailed>> {
  const { surveyAssignments } = tenant;
  const survey = await surveyAssignments.survey(params.id, services.now());
  if (!survey) return missing();
  const load = await surveyAssignments.raterLoad(survey.id, params.rater);
  if (load.total === 0) return missing();
  const refusal = mailRefusal(survey, kind);
  if (refusal) return invalid({ non_field_errors: [refusal] });
  const { nothingLeft, sent, compose } = ONE_RATER[kind];
  if (load.open === 0) return invalid({ non_field_errors: [`This rater has submitted everything: there is nothing to ${nothingLeft}.`] });
  const now = services.now();
  const { mails } = await withMailLimit(services, tenant, survey.id, 'refuse', async (t) => {
    const claim = kind === 'reminder' ? t.surveyAssignments.remindRater : t.surveyAssignments.reinviteRater;
    return { mails: await claim(survey.id, params.rater, now, (r) => compose({ ...survey, ...r }, services.config.appUrl)) };
  });
  services.mailer.deliverStored(mails);
  return done({ detail: `${sent} ${mails[0]?.to ?? 'the rater'}.`, at: now.toISOString() });
}
