import type { MyNomination } from '../../../schemas/nomination';
import type { Tenant } from '../../plugins/tenancy';
import type { NominationState } from './nominations';

type TreeSuggestion = MyNomination['suggestions'][number];

/**
 * The colleagues the organisation tree suggests for a ratee's list (peers under the same manager, the ratee's direct
 * reports), less the raters HR fixed for them (self, manager). One rule for the ratee choosing and for HR or the approver
 * setting the list: both read it here.
 */
export async function treeSuggestions(tenant: Tenant, nomination: NominationState): Promise<TreeSuggestion[]> {
  const suggestions = await tenant.nominations.suggestions(nomination.ratee.id, nomination.managerId);
  const fixed = await tenant.nominations.fixed(nomination.survey.id, nomination.ratee.id);
  return suggestions.filter((s) => !fixed.has(s.person.id));
}
