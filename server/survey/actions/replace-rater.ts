import type { RaterReplaced, RaterReplacement, SurveyAssignmentParams } from '../../../schemas/survey-raters';
import type { AuditActor } from '../../audit/record';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { gathered } from '../../mail/invitation-batch';
import { surveyInvitationMail } from '../../mail/survey-messages';
import type { Tenant } from '../../plugins/tenancy';
import { changeRefusal } from '../rules/rater-control-checks';
import type { RaterToMail } from './survey-mailing-types';
import type { SurveyServices } from './survey-services';

/**
 * Give one rater assignment that is not submitted to another employee: the same ratee and
 * relationship, in one transaction with the new rater's invitation (none for a draft: they
 * hear with the others). The invitation is delivered once the transaction holds.
 */
export async function replaceRater(
  services: SurveyServices,
  tenant: Tenant,
  params: SurveyAssignmentParams,
  body: RaterReplacement,
  actor: AuditActor,
): Promise<Outcome<RaterReplaced>> {
  const { surveyAssignments } = tenant;
  const survey = await surveyAssignments.survey(params.id, services.now());
  if (!survey) return missing();
  const refusal = changeRefusal(survey);
  if (refusal) return (await surveyAssignments.assignmentIn(survey.id, params.assignment)) ? invalid({ non_field_errors: [refusal] }) : missing();
  const { appUrl, mail } = services.config;
  const invite = survey.isDraft ? null : gathered(mail.batchSeconds, (r: RaterToMail) => surveyInvitationMail({ ...survey, ...r }, appUrl, r.more));
  const replaced = await surveyAssignments.replaceRater(survey.id, params.assignment, body.rater, services.now(), invite, actor);
  if (!replaced) return missing();
  if ('refused' in replaced) return invalid({ non_field_errors: [replaced.refused] });
  if ('field' in replaced) return invalid({ rater: [replaced.field] });
  services.mailer.deliverStored(replaced.mails);
  const invited = replaced.mails.length > 0;
  return done({ detail: invited ? 'Rater replaced and invited.' : 'Rater replaced: they will be invited with the others.', id: replaced.id, invited });
}
