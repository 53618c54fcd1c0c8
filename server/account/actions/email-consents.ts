import { eq } from 'drizzle-orm';
import type { AuditActor } from '../../audit/record';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { users } from '../../db/schema';
import { readUserLanguage } from '../../i18n/recipient-language';
import type { Language } from '../../../schemas/language';
import { outboxRepository, type OutgoingMail, type StoredMail } from '../../mail/outbox';
import { requestEmailChange, type EmailChangeRequest } from './email-changes';
import { liveEmailChange, spendToken, storeToken } from '../queries/tokens';

/**
 * Someone else asks to change an activated account's sign-in address: the link goes to the
 * CURRENT address, so the owner decides (the new one proves itself only after they agree).
 */
export interface EmailConsentRequest {
  tokenHash: string;
  expiresAt: Date;
  mail(current: { email: string; firstName: string; language: Language }, newEmail: string): OutgoingMail;
}

/** Inside the caller's transaction: stores the consent link (voiding an older one) and its mail. */
export async function askEmailConsent(
  tx: Db,
  userId: number,
  current: { email: string; firstName: string },
  newEmail: string,
  consent: EmailConsentRequest,
  now: Date,
): Promise<StoredMail[]> {
  await storeToken(tx, { userId, purpose: 'email-change-consent', tokenHash: consent.tokenHash, expiresAt: consent.expiresAt, email: newEmail }, now);
  const language = await readUserLanguage(tx, userId);
  return [await outboxRepository(tx).store(consent.mail({ ...current, language }, newEmail))];
}

interface ConsentProposal {
  first_name: string;
  email: string;
  new_email: string;
}

/** What a live consent link proposes, without spending it; null for a bad link. */
export async function emailConsentProposal(db: Db, tokenHash: string, now: Date): Promise<ConsentProposal | null> {
  const change = await liveEmailChange(db, tokenHash, now, 'email-change-consent');
  if (!change) return null;
  const [owner] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, change.userId));
  return owner ? { first_name: owner.firstName, email: owner.email, new_email: change.email } : null;
}

type ConsentAnswer = { agreed: true; newEmail: string; mails: StoredMail[] } | { agreed: false } | 'invalid';

/**
 * The owner's answer, spending the link either way: agreeing mails the usual confirmation
 * link to the new address (nothing changes until it is opened); refusing changes nothing.
 */
export async function answerEmailConsent(db: Db, tokenHash: string, agree: boolean, now: Date, change: EmailChangeRequest, ip: string): Promise<ConsentAnswer> {
  return db.transaction(async (tx) => {
    const proposal = await liveEmailChange(tx, tokenHash, now, 'email-change-consent');
    if (!proposal) return 'invalid';
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, companyId: users.companyId })
      .from(users)
      .where(eq(users.id, proposal.userId))
      .for('update');
    if (!owner) return 'invalid';
    if ((await spendToken(tx, 'email-change-consent', tokenHash, now)) === null) return 'invalid';
    const by: AuditActor = { companyId: owner.companyId, userId: proposal.userId, actor: `${owner.firstName} ${owner.lastName} <${owner.email}>`.trim(), ip };
    await recordAudit(tx, by, {
      action: agree ? 'user.email.change.agreed' : 'user.email.change.refused',
      entity: 'user',
      entityId: proposal.userId,
      before: { email: owner.email },
      after: { email: proposal.email },
    });
    if (!agree) return { agreed: false };
    const mails = await requestEmailChange(tx, proposal.userId, owner, proposal.email, change, now);
    return { agreed: true, newEmail: proposal.email, mails };
  });
}
