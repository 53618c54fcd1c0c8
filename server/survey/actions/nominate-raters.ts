import type { MyNomination, NomineeList } from '../../../schemas/nomination';
import { done, invalid, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import { hasErrors, nomineeErrors } from '../rules/nomination-rules';
import { answerOf, NOT_YOURS, ownOpenNomination } from './own-nomination';
import type { SurveyServices } from './survey-services';

/**
 * Save the raters the caller proposes (not sent yet): colleagues of the company, each once, not themselves nor a rater
 * HR fixed. The limits wait for the send; a list sent meanwhile is no longer theirs to change.
 */
export async function nominateRaters(
  services: SurveyServices,
  tenant: Tenant,
  userId: number,
  surveyId: number,
  body: NomineeList,
): Promise<Outcome<MyNomination>> {
  const { nominations } = tenant;
  const own = await ownOpenNomination(services, tenant, userId, surveyId);
  if (!own.ok) return own;
  const nomination = own.value;
  const known = await nominations.known(body.nominees.map((n) => n.rater_id));
  const errors = nomineeErrors(body.nominees, {
    rateeId: nomination.ratee.id,
    known,
    fixed: await nominations.fixed(nomination.survey.id, nomination.ratee.id),
  });
  if (hasErrors(errors)) return invalid(errors);
  const nominees = body.nominees.map((n) => ({ rater: known.get(n.rater_id)!, relationship: n.relationship }));
  const answer = await answerOf(tenant, nomination);
  if (!(await nominations.saveList(nomination.survey.id, nomination.ratee.id, body.nominees))) return invalid({ non_field_errors: [NOT_YOURS] });
  return done(answer({ nominees }));
}
