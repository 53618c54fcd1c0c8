import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Registration } from '../../../../schemas/registration';
import type { AuthUser } from '../../../../schemas/user';
import type { Db } from '../../client';
import { isUniqueViolation } from '../../errors';
import { isRowId, timestampParam } from '../../sql';
import { companies, permissions, users } from '../../schema';
import { confirmEmailChange } from './email-changes';
import { outboxRepository, type OutgoingMail, type StoredMail } from '../platform/outbox';
import { principalStamp } from './principal-stamp';
import { selectAuthUsers, toAuthUser } from './user-view';
import { confirmedByLink, pendingEmailOf, spendToken, storeToken, voidTokens, type NewToken } from './tokens';

export interface Account {
  id: number;
  email: string;
  firstName: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  tokenVersion: number;
}

const accountColumns = {
  id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt, tokenVersion: users.tokenVersion,
};

export const ALL_AREAS = { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true };

/** A username from the address's local part, reduced to the characters usernames allow. */
export function usernameFrom(email: string): string {
  const local = email.split('@')[0]!.replace(/[^\w.@+-]/g, '').slice(0, 150);
  return local || 'user';
}

/**
 * Accounts looked up by address, id or mailed token: the sign-in, registration and
 * password flows, which run before a company is known. Tenant data lives elsewhere. Each
 * write stores the mail that reports it in its own transaction: no account without its
 * confirmation mail, no token without its link, no password change without its notice.
 */
export function accountsRepository(db: Db) {
  // A signed-in request whose route cannot check a cached principal reads it (a permission
  // change applies at once): built once, and on PostgreSQL parsed and planned once per
  // connection, not per request.
  const principalById = selectAuthUsers(db, { stamp: principalStamp(sql.placeholder('id')) })
    .where(and(eq(users.id, sql.placeholder('id')), isNotNull(users.emailVerifiedAt)))
    .prepare('accounts_principal');

  return {
    async byEmail(email: string): Promise<Account | null> {
      const [found] = await db.select(accountColumns).from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return found ?? null;
    },

    async byId(id: number): Promise<Account | null> {
      if (!isRowId(id)) return null;
      const [found] = await db.select(accountColumns).from(users).where(eq(users.id, id));
      return found ?? null;
    },

    /**
     * The signed-in user as GET /api/auth-user/ answers it, with the JWT version to check and
     * the stamp of what it was read from (principal-stamp.ts); null unless the account may
     * sign in (it exists and its address is confirmed).
     */
    async principal(id: number): Promise<{ principal: AuthUser & { companyId: number | null; tokenVersion: number }; stamp: string } | null> {
      if (!isRowId(id)) return null;
      const [row] = await principalById.execute({ id });
      return row ? { principal: { ...toAuthUser(row), companyId: row.companyId, tokenVersion: row.tokenVersion }, stamp: row.stamp! } : null;
    },

    /** Company, admin, permissions, confirmation token and its mail in one transaction; 'exists' when the address is taken. */
    async register(
      input: Registration, passwordHash: string, token: Omit<NewToken, 'userId'>, now: Date, mail: OutgoingMail,
    ): Promise<{ userId: number; mail: StoredMail } | 'exists'> {
      try {
        return await db.transaction(async (tx) => {
          const [company] = await tx.insert(companies).values({
            name: input.company_name.trim(),
            contactNum: input.contact_num ?? '',
            companyTypeId: input.company_type ?? null,
            industryId: input.industry ?? null,
            marketShareId: input.market_share ?? null,
            annualRevenueId: input.annual_revenue ?? null,
            totalHeadCountId: input.total_head_count ?? null,
          }).returning({ id: companies.id });
          const [user] = await tx.insert(users).values({
            companyId: company!.id, email: input.email.trim(), username: usernameFrom(input.email.trim()),
            firstName: input.first_name.trim(), lastName: input.last_name.trim(), contactNum: input.contact_num ?? '',
            passwordHash, role: 'admin',
          }).returning({ id: users.id });
          await tx.insert(permissions).values({ userId: user!.id, ...ALL_AREAS });
          await storeToken(tx, { ...token, userId: user!.id }, now);
          return { userId: user!.id, mail: await outboxRepository(tx).store(mail) };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_email_key')) return 'exists';
        throw err;
      }
    },

    /** A new mailed link (voiding the older ones of its kind) and the mail carrying it. */
    issueToken: (token: NewToken, now: Date, mail: OutgoingMail): Promise<StoredMail> => db.transaction(async (tx) => {
      await storeToken(tx, token, now);
      return outboxRepository(tx).store(mail);
    }),

    /** Spends a confirmation token and marks the address verified; false for a bad token. */
    /**
     * 'confirmed' for a live link; 'already' for a link of ours spent or expired whose
     * address stands confirmed (a second visit); false for anything else, unknown links
     * included, so a guessed token learns nothing.
     */
    async confirmEmail(tokenHash: string, now: Date): Promise<'confirmed' | 'already' | false> {
      return db.transaction(async (tx) => {
        const userId = await spendToken(tx, 'confirm', tokenHash, now);
        if (userId === null) return (await confirmedByLink(tx, tokenHash)) ? 'already' : false;
        await tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${timestampParam(now)})` }).where(eq(users.id, userId));
        return 'confirmed';
      });
    },

    /**
     * Spends a reset token, sets the password and stores the notice; null for a bad token.
     * `first`: the account had no password (a new employee's welcome link), and the notice
     * is not sent: "your password was changed" would only alarm them.
     */
    async resetPassword(
      tokenHash: string, passwordHash: string, now: Date, notice: (account: Account) => OutgoingMail,
    ): Promise<{ account: Account; mail: StoredMail | null; first: boolean } | null> {
      return db.transaction(async (tx) => {
        const userId = await spendToken(tx, 'reset', tokenHash, now);
        if (userId === null) return null;
        const [before] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
        const first = before?.passwordHash === null;
        // Following the mailed link proves the address too.
        const [account] = await tx.update(users).set({
          passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${timestampParam(now)})`,
        }).where(eq(users.id, userId)).returning(accountColumns);
        await voidTokens(tx, userId, now);
        if (!account) return null;
        return { account, first, mail: first ? null : await outboxRepository(tx).store(notice(account)) };
      });
    },

    /** Sets a new password, voiding every JWT and mailed link, and stores the notice; answers the new JWT version. */
    async changePassword(userId: number, passwordHash: string, now: Date, notice: OutgoingMail): Promise<{ version: number; mail: StoredMail }> {
      return db.transaction(async (tx) => {
        const [account] = await tx.update(users).set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, userId)).returning({ tokenVersion: users.tokenVersion });
        await voidTokens(tx, userId, now);
        return { version: account!.tokenVersion, mail: await outboxRepository(tx).store(notice) };
      });
    },

    /** Opens a new-address link (email-changes.ts); `notice` tells the old address. */
    confirmEmailChange: (tokenHash: string, now: Date, notice: (oldEmail: string, firstName: string, newEmail: string) => OutgoingMail) =>
      confirmEmailChange(db, tokenHash, now, notice),

    /** The address a change of this account's sign-in address waits on, or null. */
    async pendingEmail(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: pendingEmailOf(users.id) }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async recordLogin(userId: number, now: Date): Promise<void> {
      await db.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
