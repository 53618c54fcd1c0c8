import type { MyNomination } from '../../../schemas/nomination';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import { dayOf } from '../queries/survey-view';
import type { NominationState } from './nominations';
import { publicNomination } from './public-nomination';
import type { SurveyServices } from './survey-services';
import { treeSuggestions } from './tree-suggestions';

export const NOT_YOURS = 'Your list has been sent for approval: it can change again only if it is sent back to you.';

/** The caller's nomination in the survey while still theirs to change; missing when they nominate nothing there. */
export async function ownOpenNomination(services: SurveyServices, tenant: Tenant, userId: number, surveyId: number): Promise<Outcome<NominationState>> {
  const { nominations } = tenant;
  const employee = await nominations.employeeOf(userId);
  if (!employee) return missing();
  const nomination = await nominations.one(surveyId, employee.id);
  if (!nomination) return missing();
  const { nomination_deadline: deadline } = nomination.survey;
  const today = dayOf(services.now());
  if ((await nominations.survey(surveyId, today))?.closed) return invalid({ non_field_errors: ['This survey is closed.'] });
  if (deadline !== null && deadline < today) {
    return invalid({ non_field_errors: [`The nomination deadline (${deadline}) has passed: ask HR to choose your raters.`] });
  }
  if (nomination.status === 'submitted' || nomination.status === 'approved') return invalid({ non_field_errors: [NOT_YOURS] });
  return done(nomination);
}

/**
 * The ratee's answer, with everything it needs read before the write: a failure after the commit
 * would answer 500 for a change that was made.
 */
export async function answerOf(tenant: Tenant, nomination: NominationState) {
  const suggestions = await treeSuggestions(tenant, nomination);
  return (changes: Partial<MyNomination> = {}): MyNomination => ({ ...publicNomination(nomination), suggestions, ...changes });
}
