import { limitsFor, type ApprovalDecision, type Nomination, type NominationStatus } from '../../../schemas/nomination';
import type { AuditActor } from '../../audit/record';
import { done, invalid, type Outcome } from '../../http/outcome';
import { gathered } from '../../mail/invitation-batch';
import { surveyInvitationMail } from '../../mail/survey-messages';
import type { Tenant } from '../../plugins/tenancy';
import { dayOf } from '../queries/survey-view';
import { approvalLimitErrors, hasErrors, nomineeErrors } from '../rules/nomination-rules';
import { decidableNomination, type Decider, type ListOf } from './nomination-approver';
import { publicNomination } from './public-nomination';
import type { RaterToMail } from './survey-mailing-types';
import type { SurveyServices } from './survey-services';

/**
 * Approve a ratee's list, perhaps changed, within the limits the ratee is held to: in one transaction the list, the
 * nomination approved, an assignment per rater and, for a survey sent and not closed, their invitations, delivered
 * once the transaction holds. HR may decide on a list in any state but approved; the approver only on one sent.
 */
export async function approveNomination(
  services: SurveyServices,
  tenant: Tenant,
  user: Decider,
  list: ListOf,
  body: ApprovalDecision,
  actor: AuditActor,
): Promise<Outcome<Nomination>> {
  const { nominations } = tenant;
  const decidable = await decidableNomination(tenant, user, list);
  if (!decidable.ok) return decidable;
  const { nomination, hr } = decidable.value;
  const survey = (await nominations.survey(nomination.survey.id, dayOf(services.now())))!;
  if (survey.closed) return invalid({ non_field_errors: ['This survey is closed: no rater can be added.'] });
  if (nomination.status === 'approved') return invalid({ non_field_errors: ['This list is already approved.'] });
  if (!hr && nomination.status !== 'submitted') return invalid({ non_field_errors: [`${nomination.ratee.name} has not sent their list yet.`] });
  const { nominees } = body;
  const known = await nominations.known(nominees.map((n) => n.rater_id));
  const limits = approvalLimitErrors(nominees, limitsFor(survey.raterLimits, nomination.tree), body.below_minimum_reason);
  const errors = {
    ...nomineeErrors(nominees, { rateeId: nomination.ratee.id, known, fixed: await nominations.fixed(survey.id, nomination.ratee.id) }),
    ...limits.errors,
  };
  if (hasErrors(errors)) return invalid(errors);
  const state = (await tenant.surveyAssignments.survey(survey.id, services.now()))!;
  const { appUrl, mail } = services.config;
  const invite = gathered(mail.batchSeconds, (r: RaterToMail) => surveyInvitationMail({ ...state, ...r }, appUrl, r.more));
  const from: NominationStatus[] = hr ? ['open', 'submitted', 'returned'] : ['submitted'];
  const now = services.now();
  const stored = await nominations.approve(survey.id, nomination.ratee.id, from, nominees, user.id, now, invite, actor, limits.reason);
  if (!stored) return invalid({ non_field_errors: ['This list changed meanwhile: reload it.'] });
  if ('fixed' in stored) return invalid({ nominees: stored.fixed });
  services.mailer.deliverStored(stored);
  // Answered from what was read before the write: a failure after the commit would answer 500 for a change made.
  return done({
    ...publicNomination(nomination),
    status: 'approved',
    note: '',
    decided_at: now.toISOString(),
    below_minimum_reason: limits.reason,
    nominees: nominees.map((n) => ({ rater: known.get(n.rater_id)!, relationship: n.relationship })),
  });
}
