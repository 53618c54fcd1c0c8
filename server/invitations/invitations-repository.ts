import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, employees, oneTimeTokens, users } from '../db/schema';
import { hashToken, INVITATION_LIFETIME_MS, newToken } from '../security/one-time-tokens';

export interface Invitation {
  email: string;
  firstName: string;
  companyName: string;
  token: string;
}

/**
 * New employees waiting for their welcome mail (employees.invite_pending). A batch is
 * claimed with SKIP LOCKED, so several server processes share the work and none mails
 * anyone twice; the claim, the tokens and the cleared flag are one transaction.
 */
export function invitationsRepository(db: Db) {
  return {
    async claim(limit: number, now: Date): Promise<Invitation[]> {
      return db.transaction(async (tx) => {
        const pending = await tx.select({ id: employees.id, userId: employees.userId }).from(employees)
          .where(eq(employees.invitePending, true)).orderBy(employees.id).limit(limit).for('update', { skipLocked: true });
        if (pending.length === 0) return [];
        const people = await tx.select({ id: users.id, email: users.email, firstName: users.firstName, companyName: companies.name })
          .from(users).innerJoin(companies, eq(companies.id, users.companyId))
          .where(inArray(users.id, pending.map((p) => p.userId)));
        const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
        const invitations = people.map((p) => ({ ...p, token: newToken() }));
        if (invitations.length) {
          await tx.insert(oneTimeTokens).values(invitations.map((i) => ({
            userId: i.id, purpose: 'reset' as const, tokenHash: hashToken(i.token), expiresAt,
          })));
        }
        await tx.update(employees).set({ invitePending: false })
          .where(and(eq(employees.invitePending, true), inArray(employees.id, pending.map((p) => p.id))));
        return invitations.map(({ email, firstName, companyName, token }) => ({ email, firstName, companyName, token }));
      });
    },

    async pendingCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(eq(employees.invitePending, true));
      return row?.n ?? 0;
    },
  };
}
