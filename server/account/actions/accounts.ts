import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import type { Registration } from '../../../schemas/registration';
import type { AuthUser } from '../../../schemas/user';
import type { Db } from '../../db/db-type';
import { isUniqueViolation } from '../../db/errors';
import { isRowId, timestampParam } from '../../db/sql';
import { companies, permissions, users } from '../../db/schema';
import { recipientLanguage } from '../../i18n/recipient-language';
import { confirmEmailChange, type EmailChangeRequest } from './email-changes';
import { answerEmailConsent, emailConsentProposal } from './email-consents';
import { outboxRepository, type OutgoingMail, type StoredMail } from '../../mail/outbox';
import { principalStamp } from '../queries/principal-stamp';
import { endSessions, liveSession, openSession, type SessionOrigin } from '../queries/sessions';
import { twoFactorRequiredOf } from '../queries/two-factor';
import { selectAuthUsers, toAuthUser } from '../queries/user-view';
import { confirmedByLink, pendingEmailOf, spendToken, storeToken, voidTokens, type NewToken } from '../queries/tokens';

/** Whether two-factor sign-in is on for a person, and whether their company requires it of them. */
export interface TwoFactorState {
  enabled: boolean;
  required: boolean;
}

interface Account {
  id: number;
  email: string;
  firstName: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  tokenVersion: number;
  /** Two-factor sign-in is on: the right password alone signs nobody in. */
  totpEnabledAt: Date | null;
  /** What the account's mails are written in: the profile's language, else the company's. */
  language: Language;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  tokenVersion: users.tokenVersion,
  totpEnabledAt: users.totpEnabledAt,
  language: recipientLanguage(users.language, users.companyId),
};

export const ALL_AREAS = { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true };

/** A username from the address's local part, reduced to the characters usernames allow. */
export function usernameFrom(email: string): string {
  const local = email
    .split('@')[0]!
    .replace(/[^\w.@+-]/g, '')
    .slice(0, 150);
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
  const principalById = selectAuthUsers(db, {
    stamp: principalStamp(sql.placeholder('id')),
    twoFactorOn: sql<boolean>`${users.totpEnabledAt} is not null`,
    twoFactorRequired: twoFactorRequiredOf(),
  })
    .where(and(eq(users.id, sql.placeholder('id')), isNotNull(users.emailVerifiedAt), liveSession(sql.placeholder('sid'), sql.placeholder('now'))))
    .prepare('accounts_principal');

  return {
    async byEmail(email: string): Promise<Account | null> {
      const [found] = await db
        .select(accountColumns)
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
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
     * sign in (it exists and its address is confirmed) and session `sid` of it is live.
     */
    async principal(
      id: number,
      sid: string,
      now: Date,
    ): Promise<{ principal: AuthUser & { companyId: number | null; tokenVersion: number; twoFactor: TwoFactorState }; stamp: string } | null> {
      if (!isRowId(id)) return null;
      const [row] = await principalById.execute({ id, sid, now: now.toISOString() });
      if (!row) return null;
      const twoFactor = { enabled: row.twoFactorOn, required: row.twoFactorRequired };
      return { principal: { ...toAuthUser(row), companyId: row.companyId, tokenVersion: row.tokenVersion, twoFactor }, stamp: row.stamp! };
    },

    /** Company, admin, permissions, confirmation token and its mail in one transaction; 'exists' when the address is taken. */
    async register(
      input: Registration,
      passwordHash: string,
      token: Omit<NewToken, 'userId'>,
      now: Date,
      mail: OutgoingMail,
    ): Promise<{ userId: number; mail: StoredMail } | 'exists'> {
      try {
        return await db.transaction(async (tx) => {
          const [company] = await tx
            .insert(companies)
            .values({
              name: input.company_name.trim(),
              contactNum: input.contact_num ?? '',
              companyTypeId: input.company_type ?? null,
              industryId: input.industry ?? null,
              marketShareId: input.market_share ?? null,
              annualRevenueId: input.annual_revenue ?? null,
              totalHeadCountId: input.total_head_count ?? null,
            })
            .returning({ id: companies.id });
          const [user] = await tx
            .insert(users)
            .values({
              companyId: company!.id,
              email: input.email.trim(),
              username: usernameFrom(input.email.trim()),
              firstName: input.first_name.trim(),
              lastName: input.last_name.trim(),
              contactNum: input.contact_num ?? '',
              passwordHash,
              role: 'admin',
            })
            .returning({ id: users.id });
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
    issueToken: (token: NewToken, now: Date, mail: OutgoingMail): Promise<StoredMail> =>
      db.transaction(async (tx) => {
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
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${timestampParam(now)})` })
          .where(eq(users.id, userId));
        return 'confirmed';
      });
    },

    /**
     * Spends a reset token, sets the password and stores the notice; null for a bad token.
     * `first`: the account had no password (a new employee's welcome link), and the notice
     * is not sent: "your password was changed" would only alarm them.
     */
    async resetPassword(
      tokenHash: string,
      passwordHash: string,
      now: Date,
      notice: (account: Account) => OutgoingMail,
      origin: SessionOrigin,
    ): Promise<{ account: Account; mail: StoredMail | null; first: boolean; sessionId: string | null } | null> {
      return db.transaction(async (tx) => {
        const userId = await spendToken(tx, 'reset', tokenHash, now);
        if (userId === null) return null;
        const [before] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
        const first = before?.passwordHash === null;
        // Following the mailed link proves the address too.
        const [account] = await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${timestampParam(now)})`,
          })
          .where(eq(users.id, userId))
          .returning(accountColumns);
        await voidTokens(tx, userId, now);
        await endSessions(tx, userId, now);
        if (!account) return null;
        // A first password signs the new employee in: their session opens with it.
        const sessionId = first ? await openSession(tx, { ...origin, userId }, now) : null;
        return { account, first, sessionId, mail: first ? null : await outboxRepository(tx).store(notice(account)) };
      });
    },

    /** Sets a new password, voiding every JWT, session and mailed link, and stores the notice; answers the new JWT version and session. */
    async changePassword(
      userId: number,
      passwordHash: string,
      now: Date,
      notice: OutgoingMail,
      origin: SessionOrigin,
    ): Promise<{ version: number; sessionId: string; mail: StoredMail }> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, userId))
          .returning({ tokenVersion: users.tokenVersion });
        await voidTokens(tx, userId, now);
        await endSessions(tx, userId, now);
        const sessionId = await openSession(tx, { ...origin, userId }, now);
        return { version: account!.tokenVersion, sessionId, mail: await outboxRepository(tx).store(notice) };
      });
    },

    /** Opens a new-address link (email-changes.ts); `notice` tells the old address. */
    confirmEmailChange: (
      tokenHash: string,
      now: Date,
      notice: (oldEmail: string, firstName: string, newEmail: string, language: Language) => OutgoingMail,
      ip?: string,
    ) => confirmEmailChange(db, tokenHash, now, notice, ip),
    emailConsentProposal: (tokenHash: string, now: Date) => emailConsentProposal(db, tokenHash, now),
    answerEmailConsent: (tokenHash: string, agree: boolean, now: Date, change: EmailChangeRequest, ip: string) =>
      answerEmailConsent(db, tokenHash, agree, now, change, ip),

    /** The address a change of this account's sign-in address waits on, or null. */
    async pendingEmail(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ email: pendingEmailOf(users.id) })
        .from(users)
        .where(eq(users.id, userId));
      return row?.email ?? null;
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
