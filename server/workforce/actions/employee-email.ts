import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import type { StoredMail } from '../../mail/outbox';
import { requestEmailChange, type EmailChangeRequest } from '../../account/actions/email-changes';
import { askEmailConsent, type EmailConsentRequest } from '../../account/actions/email-consents';

/** How a new sign-in address of someone's account is asked for, decided by the route from the caller. */
export interface AddressRules {
  /** The caller's own account: their new address waits only for its link. */
  callerId: number;
  /** An admin's reason to skip the owner's consent; only ever set for an admin. */
  forceReason?: string;
  /** The link to the new address and its notice to the current one. */
  emailChange: EmailChangeRequest;
  /** The link to the current address asking its owner to agree. */
  consent: EmailConsentRequest;
  actor: AuditActor;
}

interface AddressHolder {
  userId: number;
  email: string;
  firstName: string;
}

/**
 * A new address for an activated account, inside the caller's transaction. Its owner's goes
 * straight to the new address's link, as does an admin's forced change (the current address is
 * told why); anyone else's asks the owner at the current address first, so someone who merely
 * edits the employee never reaches an inbox that could take the account over.
 */
export async function requestAddress(tx: Db, rules: AddressRules, holder: AddressHolder, newEmail: string, now: Date): Promise<StoredMail[]> {
  const current = { email: holder.email, firstName: holder.firstName };
  const entry = { entity: 'user', entityId: holder.userId, before: { email: holder.email } };
  if (rules.callerId === holder.userId) return requestEmailChange(tx, holder.userId, current, newEmail, rules.emailChange, now);
  if (rules.forceReason) {
    await recordAudit(tx, rules.actor, { ...entry, action: 'user.email.change.forced', after: { email: newEmail, reason: rules.forceReason } });
    return requestEmailChange(tx, holder.userId, current, newEmail, rules.emailChange, now);
  }
  await recordAudit(tx, rules.actor, { ...entry, action: 'user.email.change.requested', after: { email: newEmail } });
  return askEmailConsent(tx, holder.userId, current, newEmail, rules.consent, now);
}

/** An address corrected at once (nobody can sign in with it yet), recorded as the change it is. */
export async function recordCorrection(tx: Db, rules: AddressRules, holder: AddressHolder, newEmail: string): Promise<void> {
  await recordAudit(tx, rules.actor, {
    action: 'user.email.change',
    entity: 'user',
    entityId: holder.userId,
    before: { email: holder.email },
    after: { email: newEmail },
  });
}
