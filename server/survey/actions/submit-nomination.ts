import { heldLimits, type MyNomination } from '../../../schemas/nomination';
import { done, invalid, type Outcome } from '../../http/outcome';
import { nominationSubmittedMail } from '../../mail/nomination-messages';
import type { Tenant } from '../../plugins/tenancy';
import { dayOf } from '../queries/survey-view';
import { hasErrors, limitErrors } from '../rules/nomination-rules';
import { answerOf, NOT_YOURS, ownOpenNomination } from './own-nomination';
import type { SurveyServices } from './survey-services';

/**
 * Send the caller's saved list for approval, within the limits per relationship they are held to: the nomination
 * submitted and the approver's mail (their manager's, or the survey owner's when HR approves) stored in one
 * transaction, the mail delivered once it holds.
 */
export async function submitNomination(services: SurveyServices, tenant: Tenant, userId: number, surveyId: number): Promise<Outcome<MyNomination>> {
  const { nominations } = tenant;
  const own = await ownOpenNomination(services, tenant, userId, surveyId);
  if (!own.ok) return own;
  const nomination = own.value;
  const errors = limitErrors(nomination.nominees, heldLimits(nomination));
  if (hasErrors(errors)) return invalid(errors);
  const survey = (await nominations.survey(nomination.survey.id, dayOf(services.now())))!;
  const approver =
    survey.raterSelection === 'manager_approves' && nomination.approverId !== null
      ? await nominations.contact(nomination.approverId)
      : await nominations.ownerContact(survey.id);
  const mail =
    approver &&
    nominationSubmittedMail(
      {
        ...approver,
        rateeName: nomination.ratee.name,
        companyName: survey.companyName,
        title: survey.title,
        deadline: survey.nominationDeadline,
      },
      services.config.appUrl,
    );
  const answer = await answerOf(tenant, nomination);
  const now = services.now();
  const stored = await nominations.submit(survey.id, nomination.ratee.id, now, mail);
  if (!stored) return invalid({ non_field_errors: [NOT_YOURS] });
  services.mailer.deliverStored(stored);
  return done(answer({ status: 'submitted', submitted_at: now.toISOString() }));
}
