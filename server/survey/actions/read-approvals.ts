import type { MyNomination, Nomination } from '../../../schemas/nomination';
import { done, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import { dayOf } from '../queries/survey-view';
import { decidableNomination, type Decider, type ListOf } from './nomination-approver';
import { publicNomination } from './public-nomination';
import type { SurveyServices } from './survey-services';
import { treeSuggestions } from './tree-suggestions';

/** The lists waiting for the caller: theirs in "manager approves" surveys and, for HR, every list in "HR approves" ones. */
export async function listAwaitingApprovals(services: SurveyServices, tenant: Tenant, user: Decider): Promise<Nomination[]> {
  const me = await tenant.nominations.employeeOf(user.id);
  const awaiting = await tenant.nominations.awaiting(me?.id ?? 0, user.permissions.survey === true, dayOf(services.now()));
  return awaiting.map(publicNomination);
}

/** One ratee's list, for whoever may decide on it. */
export async function readListToDecide(tenant: Tenant, user: Decider, list: ListOf): Promise<Outcome<Nomination>> {
  const decidable = await decidableNomination(tenant, user, list);
  return decidable.ok ? done(publicNomination(decidable.value.nomination)) : decidable;
}

/** What the tree suggests for a ratee's list, so that HR setting a list for a ratee who never nominated starts from it. */
export async function suggestRatersToDecide(tenant: Tenant, user: Decider, list: ListOf): Promise<Outcome<MyNomination['suggestions']>> {
  const decidable = await decidableNomination(tenant, user, list);
  return decidable.ok ? done(await treeSuggestions(tenant, decidable.value.nomination)) : decidable;
}
