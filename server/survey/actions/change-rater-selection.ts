import type { RaterSelection } from '../../../schemas/nomination';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import { dayOf } from '../queries/survey-view';
import { hasErrors, selectionErrors } from '../rules/nomination-rules';
import { chooseRaters } from './choose-raters';
import type { SurveyServices } from './survey-services';

/**
 * Choose who picks a survey's raters, the nomination deadline and the limits. For a survey already sent, each ratee
 * without a nomination gets one and a "choose your raters" mail in the same transaction, delivered once it holds.
 */
export async function changeRaterSelection(services: SurveyServices, tenant: Tenant, surveyId: number, body: RaterSelection): Promise<Outcome<RaterSelection>> {
  const { nominations } = tenant;
  const today = dayOf(services.now());
  const survey = await nominations.survey(surveyId, today);
  if (!survey) return missing();
  if (survey.closed) return invalid({ non_field_errors: ['This survey is closed: who picks its raters can no longer change.'] });
  const errors = selectionErrors(body, survey.endDate, today);
  if (hasErrors(errors)) return invalid(errors);
  if (body.rater_selection !== survey.raterSelection && (await nominations.anyMoved(survey.id))) {
    return invalid({ rater_selection: ['Ratees have already sent their lists: the mode can no longer change.'] });
  }
  const next = { ...survey, nominationDeadline: body.nomination_deadline };
  const mails = await nominations.saveSelection(survey.id, body, !survey.isDraft, chooseRaters(next, services.config.appUrl));
  services.mailer.deliverStored(mails);
  return done(body);
}
