import type { Static } from 'typebox';
import type { ApprovalParams } from '../../../schemas/nomination';
import { done, missing, refused, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import type { Principal } from '../../security/principal';
import type { NominationState } from './nominations';

/** One ratee's list in one survey, as the approver's routes name it. */
export type ListOf = Static<typeof ApprovalParams>;

/** Who asks to decide on a list: their account, and whether they hold the survey area (HR). */
export type Decider = Pick<Principal, 'id' | 'permissions'>;

/**
 * The nomination when the caller may decide on it: HR always, else only the manager recorded as its approver in
 * "manager approves" mode. None in the company is missing (404); someone else's list is refused (403) by name.
 */
export async function decidableNomination(tenant: Tenant, user: Decider, list: ListOf): Promise<Outcome<{ nomination: NominationState; hr: boolean }>> {
  const { nominations } = tenant;
  const nomination = await nominations.one(list.survey, list.ratee);
  if (!nomination) return missing();
  const hr = user.permissions.survey === true;
  if (!hr) {
    const me = await nominations.employeeOf(user.id);
    const manager = me !== null && nomination.approverId === me.id && nomination.survey.rater_selection === 'manager_approves';
    if (!manager) return refused(`Only ${nomination.ratee.name}'s approver may decide on this list.`);
  }
  return done({ nomination, hr });
}
