import type { NomineeInput } from '../../schemas/nomination';
import type { Db } from '../db/db-type';
import { raterChanges, raterSnapshot, type RaterSnapshot } from './rater-changes';
import { recordAudit, type AuditActor } from './record';

interface ApprovalAudit {
  companyId: number;
  surveyId: number;
  rateeId: number;
  nominees: readonly NomineeInput[];
  /** The survey's seats before the approval wrote its assignments. */
  seats: RaterSnapshot;
  /** Why the approver accepted fewer raters than a minimum; empty when the list met them. */
  reason?: string;
}

/**
 * An approved list, in the approval's transaction: the decision (whose list, the raters approved) and the seats it
 * added to the survey, as every other change of its raters is recorded.
 */
export async function auditApproval(tx: Db, by: AuditActor, { companyId, surveyId, rateeId, nominees, seats, reason = '' }: ApprovalAudit): Promise<void> {
  const now = await raterSnapshot(tx, companyId, surveyId);
  const approved = nominees.flatMap((n) => {
    const seat = now.get(`${rateeId}:e${n.rater_id}`);
    return seat ? [{ rater: seat.rater, relationship: n.relationship }] : [];
  });
  const ratee = [...now.entries()].find(([k]) => k.startsWith(`${rateeId}:`))?.[1].ratee ?? null;
  await recordAudit(tx, by, [
    {
      action: 'nomination.approve',
      entity: 'survey',
      entityId: surveyId,
      surveyId,
      after: { ratee, raters: approved, ...(reason ? { below_minimum_reason: reason } : {}) },
    },
    ...raterChanges(surveyId, seats, now),
  ]);
}
