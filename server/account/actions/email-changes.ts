import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { readUserLanguage, recipientLanguage } from '../../i18n/recipient-language';
import type { Language } from '../../../schemas/language';
import { timestampParam } from '../../db/sql';
import { outboxRepository, type OutgoingMail, type StoredMail } from '../../mail/outbox';
import { endSessions } from '../queries/sessions';
import { liveEmailChange, spendToken, storeToken, voidTokens } from '../queries/tokens';

/**
 * A change of sign-in address for an account that can sign in: the link for the new
 * address (its hash and end), and the mails that go with it, made by the caller who knows
 * the app's URL and the token itself. Nothing else is written until the link is opened.
 */
export interface EmailChangeRequest {
  tokenHash: string;
  expiresAt: Date;
  /** The link to the new address and the notice to the current one. */
  mails(current: { email: string; firstName: string; language: Language }, newEmail: string): OutgoingMail[];
}

/**
 * Inside the caller's transaction: stores the link (voiding an older change's) and its
 * mails; the account keeps its address until confirmEmailChange.
 */
export async function requestEmailChange(
  tx: Db,
  userId: number,
  current: { email: string; firstName: string },
  newEmail: string,
  change: EmailChangeRequest,
  now: Date,
): Promise<StoredMail[]> {
  await storeToken(tx, { userId, purpose: 'email-change', tokenHash: change.tokenHash, expiresAt: change.expiresAt, email: newEmail }, now);
  const outbox = outboxRepository(tx);
  const stored: StoredMail[] = [];
  const language = await readUserLanguage(tx, userId);
  for (const mail of change.mails({ ...current, language }, newEmail)) stored.push(await outbox.store(mail));
  return stored;
}

type EmailChangeResult = { email: string; mail: StoredMail } | 'invalid' | 'taken';

/**
 * Opens the link: the new address becomes the sign-in address, every JWT and outstanding
 * link of the account is voided (a reset mailed to the old address must not outlive it) and
 * the old address is told. An address another account took meanwhile refuses the change
 * and leaves the link as it was ('taken').
 */
export async function confirmEmailChange(
  db: Db,
  tokenHash: string,
  now: Date,
  notice: (oldEmail: string, firstName: string, newEmail: string, language: Language) => OutgoingMail,
  ip = '',
): Promise<EmailChangeResult> {
  try {
    return await db.transaction(async (tx) => {
      const change = await liveEmailChange(tx, tokenHash, now);
      if (!change) return 'invalid';
      // The account's row before its links, as every writer of both locks them.
      const [before] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          companyId: users.companyId,
          language: recipientLanguage(users.language, users.companyId),
        })
        .from(users)
        .where(eq(users.id, change.userId))
        .for('update');
      if (!before) return 'invalid';
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, change.email.toLowerCase()), ne(users.id, change.userId)));
      if (taken) return 'taken';
      // Spent in one statement: of two requests with the same link, the second finds it used.
      if ((await spendToken(tx, 'email-change', tokenHash, now)) === null) return 'invalid';
      // The unique index has the last word: a registration that took the address since the
      // check above fails this statement, and the whole change rolls back.
      await tx
        .update(users)
        .set({
          email: change.email,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          // Opening the link proves the new address.
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${timestampParam(now)})`,
        })
        .where(eq(users.id, change.userId));
      await voidTokens(tx, change.userId, now);
      await endSessions(tx, change.userId, now);
      // The link's opener is the account's owner: the change is theirs, whoever asked for it.
      const actor = `${before.firstName} ${before.lastName}`.trim();
      await recordAudit(
        tx,
        { companyId: before.companyId, userId: change.userId, actor: actor ? `${actor} <${before.email}>` : before.email, ip },
        {
          action: 'user.email.change',
          entity: 'user',
          entityId: change.userId,
          before: { email: before.email },
          after: { email: change.email },
        },
      );
      const mail = await outboxRepository(tx).store(notice(before.email, before.firstName, change.email, before.language));
      return { email: change.email, mail };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) return 'taken';
    throw err;
  }
}
