import type { MailedAnswer, SendEmail } from '../../../schemas/survey';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { externalInvitationMail, externalReminderMail } from '../../mail/external-rater-messages';
import { surveyInvitationMail, surveyReminderMail } from '../../mail/survey-messages';
import type { Tenant } from '../../plugins/tenancy';
import type { SurveyState } from '../queries/survey-state';
import { dayOf } from '../queries/survey-view';
import { chooseRaters } from './choose-raters';
import { withMailLimit } from './mail-limits';
import type { RaterToMail } from './survey-mailing-types';
import type { SurveyServices } from './survey-services';

const raters = (n: number) => (n === 1 ? '1 rater' : `${n} raters`);
const content = (survey: SurveyState, rater: RaterToMail) => ({ ...survey, ...rater });

/**
 * Invite every rater of the survey not invited yet, each in one mail naming only the people they
 * rate; where ratees nominate, only the fixed and approved raters, and each ratee without a
 * nomination is asked to choose.
 */
export async function sendInvitations(services: SurveyServices, tenant: Tenant, body: SendEmail): Promise<Outcome<MailedAnswer>> {
  const id = 'survey_id' in body ? body.survey_id : body.survey_update_id;
  const { surveyAssignments } = tenant;
  const survey = await surveyAssignments.survey(id, services.now());
  if (!survey) return missing();
  if (survey.isDraft) return invalid({ non_field_errors: ['A draft is not sent to its raters: finish the survey first, then send the invitations.'] });
  if (survey.status === 'closed') return invalid({ non_field_errors: ['This survey is closed: its raters can no longer answer, so no invitation is sent.'] });
  const { appUrl } = services.config;
  const invite = (r: RaterToMail) => surveyInvitationMail(content(survey, r), appUrl, r.more);
  const nominating = await tenant.nominations.survey(id, dayOf(services.now()));
  // Employees, nominations and outsiders in one transaction: a failure mails nobody and marks nobody invited.
  const { invited, chooseMails } = await withMailLimit(services, tenant, id, 'count', async (t) => {
    const mailed =
      nominating && nominating.raterSelection !== 'hr'
        ? await t.nominations.sendOut(id, services.now(), invite, chooseRaters(nominating, appUrl))
        : { invited: await t.surveyAssignments.claimInvitations(id, services.now(), invite), chooseMails: [] };
    const outsiders = await t.externalRaters.claimInvitations(id, services.now(), (m, again) => externalInvitationMail(m, appUrl, again));
    const invited = [...mailed.invited, ...outsiders];
    return { invited, chooseMails: mailed.chooseMails, mails: [...invited, ...mailed.chooseMails] };
  });
  services.mailer.deliverStored([...invited, ...chooseMails]);
  const detail = invited.length ? `Invitations sent to ${raters(invited.length)}.` : 'Every rater of this survey has already been invited.';
  return done({ detail, sent: invited.length });
}

/** Remind every rater with answers still missing, each about only those ratees; an outside rater gets a new link. */
export async function remindRaters(services: SurveyServices, tenant: Tenant, surveyId: number): Promise<Outcome<MailedAnswer>> {
  const { surveyAssignments } = tenant;
  const survey = await surveyAssignments.survey(surveyId, services.now());
  if (!survey) return missing();
  if (survey.status === 'closed') return invalid({ non_field_errors: ['This survey is closed: its raters can no longer answer, so no reminder is sent.'] });
  if (survey.isDraft) return invalid({ non_field_errors: ['A draft has not been sent to its raters: finish the survey and send the invitations first.'] });
  if (survey.status === 'draft') return invalid({ non_field_errors: [`This survey opens on ${survey.startDate}: reminders can be sent once it is open.`] });
  const { appUrl } = services.config;
  // Raters past the day's allowance are left out, not refused: the others still hear.
  const { mails: reminded, skipped } = await withMailLimit(services, tenant, survey.id, 'skip', async (t) => ({
    mails: [
      ...(await t.surveyAssignments.claimReminders(survey.id, services.now(), (r) => surveyReminderMail(content(survey, r), appUrl))),
      ...(await t.externalRaters.claimReminders(survey.id, services.now(), (m) => externalReminderMail(m, appUrl))),
    ],
  }));
  services.mailer.deliverStored(reminded);
  const detail = reminded.length
    ? `Reminders sent to ${raters(reminded.length)}.`
    : skipped
      ? 'No reminder sent.'
      : 'Every rater has already submitted: nobody to remind.';
  const { max } = services.config.limits.mailPerRecipientPerSurvey;
  const left = skipped
    ? ` ${raters(skipped)} already had ${max} mails about this survey within a day and ${skipped === 1 ? 'was' : 'were'} skipped; try them again tomorrow.`
    : '';
  return done({ detail: detail + left, sent: reminded.length, skipped });
}
