import { and, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { isRowId } from '../../db/sql';
import type { SecretBox } from '../../security/secret-box';
import { companies, permissions, users } from '../../db/schema';
import { openSession, type SessionOrigin } from './sessions';

/**
 * Whether the company requires two-factor sign-in of this users row: it does, and the person
 * is an admin or holds an area (the dashboard, everyone's, does not count; Coach does).
 */
export const twoFactorRequiredOf = (): SQL<boolean> => sql<boolean>`coalesce(${companies.requireTwoFactor} and (${users.role} = 'admin'
  or ${permissions.workforce} or ${permissions.organization} or ${permissions.survey} or ${permissions.master}
  or ${permissions.feedback} or ${permissions.coach}), false)`;

/** What a code proved: the app's code for a time step, or one of the recovery codes (by its hash). */
export type SecondFactor = { step: number } | { recoveryHash: string };

/**
 * Spends a proof in the caller's transaction: the time step only if it is after the last one
 * spent, the recovery code only if it is still unused. Two requests with one code (two
 * processes at once) cannot both pass: the row is the judge.
 */
async function spend(db: Db, userId: number, proof: SecondFactor): Promise<boolean> {
  const live = and(eq(users.id, userId), isNotNull(users.totpEnabledAt));
  const rows =
    'step' in proof
      ? await db
          .update(users)
          .set({ totpLastStep: proof.step })
          .where(and(live, or(isNull(users.totpLastStep), lt(users.totpLastStep, proof.step))))
          .returning({ id: users.id })
      : await db
          .update(users)
          .set({ totpRecoveryHashes: sql`array_remove(${users.totpRecoveryHashes}, ${proof.recoveryHash}::text)` })
          .where(and(live, sql`${proof.recoveryHash}::text = any(${users.totpRecoveryHashes})`))
          .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A recovery code spent on signing in: logged (a lost phone, or someone holding the printout), by the account itself,
 * with the codes it has left after this one.
 */
async function recordRecoveryCodeUse(tx: Db, userId: number, ip: string): Promise<void> {
  const [who] = await tx
    .select({
      companyId: users.companyId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      left: sql<number>`coalesce(cardinality(${users.totpRecoveryHashes}), 0)::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!who) return;
  const name = `${who.firstName} ${who.lastName}`.trim();
  await recordAudit(
    tx,
    { companyId: who.companyId, userId, actor: name ? `${name} <${who.email}>` : who.email, ip },
    {
      action: 'user.two_factor.recovery_code_used',
      entity: 'user',
      entityId: userId,
      before: { recovery_codes_left: who.left + 1 },
      after: { recovery_codes_left: who.left },
    },
  );
}

export interface TwoFactorAccount {
  id: number;
  email: string;
  passwordHash: string | null;
  secret: string | null;
  enabled: boolean;
  lastStep: number | null;
  recoveryHashes: string[];
  required: boolean;
}

/**
 * A person's own two-factor sign-in (users.totp_*), and the company's rule requiring it. Each
 * write that turns it on or off, or replaces the recovery codes, is logged in its transaction.
 */
export function twoFactorRepository(db: Db, secrets: SecretBox) {
  // Sealed for its own row: a value copied to another account does not open.
  const rowOf = (userId: number) => `users:${userId}`;
  return {
    async account(userId: number): Promise<TwoFactorAccount | null> {
      if (!isRowId(userId)) return null;
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          secret: users.totpSecret,
          enabled: sql<boolean>`${users.totpEnabledAt} is not null`,
          lastStep: users.totpLastStep,
          recoveryHashes: users.totpRecoveryHashes,
          required: twoFactorRequiredOf(),
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(permissions, eq(permissions.userId, users.id))
        .where(eq(users.id, userId));
      // Sealed with another secret key (SECRET_KEY changed): as good as none; recovery codes still sign in.
      return row ? { ...row, secret: row.secret && secrets.open(row.secret, rowOf(userId)) } : null;
    },

    /** A new secret waiting for its first code; false when two-factor sign-in is on already. */
    async setSecret(userId: number, secret: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpSecret: secrets.seal(secret, rowOf(userId)), totpLastStep: null })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Turns it on with the secret the first code was checked against; false when that secret is no longer the one waiting. */
    enable: (by: AuditActor, userId: number, secret: string, step: number, hashes: string[], now: Date): Promise<boolean> =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ totpEnabledAt: now, totpLastStep: step, totpRecoveryHashes: hashes })
          .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpSecret, secrets.seal(secret, rowOf(userId)))))
          .returning({ id: users.id });
        if (rows.length === 0) return false;
        await recordAudit(tx, by, {
          action: 'user.two_factor.enable',
          entity: 'user',
          entityId: userId,
          before: { two_factor: false },
          after: { two_factor: true },
        });
        return true;
      }),

    /** Spends the code and turns it off; false when the code was spent meanwhile. */
    disable: (by: AuditActor, userId: number, proof: SecondFactor): Promise<boolean> =>
      db.transaction(async (tx) => {
        if (!(await spend(tx, userId, proof))) return false;
        await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpRecoveryHashes: [] }).where(eq(users.id, userId));
        await recordAudit(tx, by, {
          action: 'user.two_factor.disable',
          entity: 'user',
          entityId: userId,
          before: { two_factor: true },
          after: { two_factor: false },
        });
        return true;
      }),

    /** Spends the code and replaces the recovery codes; false when the code was spent meanwhile. */
    replaceRecoveryCodes: (by: AuditActor, userId: number, proof: SecondFactor, hashes: string[]): Promise<boolean> =>
      db.transaction(async (tx) => {
        if (!(await spend(tx, userId, proof))) return false;
        const [was] = await tx
          .select({ left: sql<number>`cardinality(${users.totpRecoveryHashes})::int` })
          .from(users)
          .where(eq(users.id, userId));
        await tx.update(users).set({ totpRecoveryHashes: hashes }).where(eq(users.id, userId));
        await recordAudit(tx, by, {
          action: 'user.two_factor.recovery_codes',
          entity: 'user',
          entityId: userId,
          before: { recovery_codes_left: was?.left ?? 0 },
          after: { recovery_codes_left: hashes.length },
        });
        return true;
      }),

    /** Spends the code and opens the session, with the last login, in one transaction; null when the code was spent meanwhile. */
    signIn: (userId: number, proof: SecondFactor, session: SessionOrigin, now: Date): Promise<string | null> =>
      db.transaction(async (tx) => {
        if (!(await spend(tx, userId, proof))) return null;
        const id = await openSession(tx, { ...session, userId }, now);
        await tx.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
        if ('recoveryHash' in proof) await recordRecoveryCodeUse(tx, userId, session.ip);
        return id;
      }),

    async companyRequires(companyId: number): Promise<boolean | null> {
      const [row] = await db.select({ on: companies.requireTwoFactor }).from(companies).where(eq(companies.id, companyId));
      return row?.on ?? null;
    },

    /** Sets the company's rule; the change is logged with it. Null for no such company. */
    setCompanyRequires: (by: AuditActor, companyId: number, on: boolean): Promise<boolean | null> =>
      db.transaction(async (tx) => {
        const [was] = await tx.select({ on: companies.requireTwoFactor }).from(companies).where(eq(companies.id, companyId)).for('update');
        if (!was) return null;
        if (was.on === on) return on;
        await tx.update(companies).set({ requireTwoFactor: on }).where(eq(companies.id, companyId));
        await recordAudit(tx, by, {
          action: 'settings.require_two_factor',
          entity: 'settings',
          entityId: companyId,
          before: { require_two_factor: was.on },
          after: { require_two_factor: on },
        });
        return on;
      }),
  };
}
