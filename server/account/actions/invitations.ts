import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import type { Db } from '../../db/db-type';
import { companies, employees, oneTimeTokens, users } from '../../db/schema';
import { recipientLanguage } from '../../i18n/recipient-language';
import { outboxRepository, type OutgoingMail } from '../../mail/outbox';
import { hashToken, INVITATION_LIFETIME_MS, newToken } from '../../security/one-time-tokens';

interface Invitation {
  email: string;
  firstName: string;
  companyName: string;
  token: string;
  language: Language;
}

type StoredInvitation = OutgoingMail & { id: number };

/**
 * New employees waiting for their welcome mail (employees.invite_pending). A batch is
 * claimed with SKIP LOCKED, so several server processes share the work and none mails
 * anyone twice. The claim, the tokens, the cleared flag and the mails in the outbox are one
 * transaction: a process killed after the flag cleared but before the mail was stored
 * would leave an employee nobody ever mails (a crash test found it). The mail is a
 * set-password link, so this sits with the accounts' other sign-in tokens.
 */
export function invitationsRepository(db: Db) {
  return {
    async claim(limit: number, now: Date, compose: (invitation: Invitation) => OutgoingMail): Promise<StoredInvitation[]> {
      return db.transaction(async (tx) => {
        const pending = await tx
          .select({ id: employees.id, userId: employees.userId })
          .from(employees)
          .where(eq(employees.invitePending, true))
          .orderBy(employees.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (pending.length === 0) return [];
        const people = await tx
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            companyName: companies.name,
            language: recipientLanguage(users.language, users.companyId),
          })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .where(
            inArray(
              users.id,
              pending.map((p) => p.userId),
            ),
          );
        const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
        const invitations = people.map((p) => ({ ...p, token: newToken() }));
        if (invitations.length) {
          await tx.insert(oneTimeTokens).values(
            invitations.map((i) => ({
              userId: i.id,
              purpose: 'reset' as const,
              tokenHash: hashToken(i.token),
              expiresAt,
            })),
          );
        }
        await tx
          .update(employees)
          .set({ invitePending: false, invitedAt: now })
          .where(
            and(
              eq(employees.invitePending, true),
              inArray(
                employees.id,
                pending.map((p) => p.id),
              ),
            ),
          );
        const mails = invitations.map(({ email, firstName, companyName, token, language }) => compose({ email, firstName, companyName, token, language }));
        const ids = await outboxRepository(tx).addMany(mails);
        return mails.map((mail, i) => ({ ...mail, id: ids[i]! }));
      });
    },

    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(employees)
        .where(eq(employees.invitePending, true));
      return row?.n ?? 0;
    },
  };
}
