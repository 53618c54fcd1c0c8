import type { FastifyRequest } from 'fastify';
import type { MyNomination } from '../../../schemas/nomination';
import type { NominationState } from '../actions/nominations';

type TreeSuggestion = MyNomination['suggestions'][number];

/**
 * The colleagues the organisation tree suggests for a ratee's list (peers under the same manager, the ratee's direct
 * reports), less the raters HR fixed for them (self, manager). One rule for the ratee choosing and for HR or the approver
 * setting the list: both read it here.
 */
export async function treeSuggestions(req: FastifyRequest, nomination: NominationState): Promise<TreeSuggestion[]> {
  const suggestions = await req.tenant.nominations.suggestions(nomination.ratee.id, nomination.managerId);
  const fixed = await req.tenant.nominations.fixed(nomination.survey.id, nomination.ratee.id);
  return suggestions.filter((s) => !fixed.has(s.person.id));
}
