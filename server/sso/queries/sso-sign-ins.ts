import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { companySso, ssoSignIns, users } from '../../db/schema';

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

export interface PendingSignIn {
  companyId: number;
  nonce: string;
  codeVerifier: string;
  expiresAt: Date;
}

/** The person an address names, wherever they are; the sign-in decides what their company means for it. */
export interface SsoPerson {
  id: number;
  companyId: number | null;
  role: 'superuser' | 'admin' | 'user';
  tokenVersion: number;
  emailVerifiedAt: Date | null;
}

/** Sign-ins on their way to a provider and back, and the look-ups that lead an address to its company. */
export function ssoSignInsRepository(db: Db) {
  return {
    /** Stored as its state's hash; those long expired go at the same time. */
    async remember(state: string, pending: PendingSignIn, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(ssoSignIns).where(lt(ssoSignIns.expiresAt, now));
        await tx.insert(ssoSignIns).values({ stateHash: hashOf(state), ...pending });
      });
    },

    /** Taken once: a second callback with the same state finds nothing. */
    async take(state: string): Promise<PendingSignIn | null> {
      const [row] = await db
        .delete(ssoSignIns)
        .where(eq(ssoSignIns.stateHash, hashOf(state)))
        .returning();
      return row ? { companyId: row.companyId, nonce: row.nonce, codeVerifier: row.codeVerifier, expiresAt: row.expiresAt } : null;
    },

    async person(email: string): Promise<SsoPerson | null> {
      const [found] = await db
        .select({ id: users.id, companyId: users.companyId, role: users.role, tokenVersion: users.tokenVersion, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return found ?? null;
    },

    /** The one company whose single sign-on lists the address's domain; null for none, or for a domain two claim. */
    async companyOfDomain(domain: string): Promise<number | null> {
      const rows = await db
        .select({ companyId: companySso.companyId })
        .from(companySso)
        .where(sql`${domain.toLowerCase()} = any(${companySso.emailDomains})`)
        .limit(2);
      return rows.length === 1 ? rows[0]!.companyId : null;
    },

    /** Whether the person's company refuses their password (SSO only, and they are not its break-glass admin). */
    async passwordRefusedFor(userId: number): Promise<boolean> {
      const [found] = await db
        .select({ id: companySso.companyId })
        .from(companySso)
        .innerJoin(users, eq(users.companyId, companySso.companyId))
        .where(and(eq(users.id, userId), eq(companySso.ssoOnly, true), sql`${companySso.breakGlassUserId} is distinct from ${userId}`));
      return found !== undefined;
    },

    /**
     * Whether an SSO-only company leads this address's domain to its provider: its password is refused before it is
     * checked, account or not (so the answer tells nothing of one), unless the account is that company's break-glass admin.
     */
    async domainIsSsoOnly(domain: string, userId: number | null): Promise<boolean> {
      const [found] = await db
        .select({ id: companySso.companyId })
        .from(companySso)
        .where(
          and(
            eq(companySso.ssoOnly, true),
            sql`${domain.toLowerCase()} = any(${companySso.emailDomains})`,
            sql`${companySso.breakGlassUserId} is distinct from ${userId}`,
          ),
        )
        .limit(1);
      return found !== undefined;
    },
  };
}
