import { and, eq, getTableName, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TokenPurpose } from '../../security/one-time-tokens';
import type { Db } from '../../db/db-type';
import { oneTimeTokens, users } from '../../db/schema';

/** What a mailed link is for: the password and confirmation links, a new sign-in address and its owner's consent to it. */
export type StoredTokenPurpose = TokenPurpose | AddressPurpose;
type AddressPurpose = 'email-change' | 'email-change-consent';

export interface NewToken {
  userId: number;
  purpose: StoredTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  /** The new address, for an 'email-change' or 'email-change-consent' link (and only for those). */
  email?: string;
}

/** Stores a token and voids the user's older ones of the same purpose. */
export async function storeToken(db: Db, token: NewToken, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, token.userId), eq(oneTimeTokens.purpose, token.purpose), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values(token);
}

const live = (purpose: StoredTokenPurpose, tokenHash: string, now: Date) =>
  and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));

/**
 * Spends a live token in one statement (two requests with the same link cannot both
 * succeed) and answers its user id, or null for an unknown, used or expired token.
 */
export async function spendToken(db: Db, purpose: StoredTokenPurpose, tokenHash: string, now: Date): Promise<number | null> {
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(live(purpose, tokenHash, now))
    .returning({ userId: oneTimeTokens.userId });
  return spent?.userId ?? null;
}

/** True when this confirmation link (in any state) belongs to an account whose address is confirmed. */
export async function confirmedByLink(db: Db, tokenHash: string): Promise<boolean> {
  const [found] = await db
    .select({ verified: users.emailVerifiedAt })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, 'confirm')));
  return Boolean(found?.verified);
}

interface EmailChange {
  userId: number;
  email: string;
}

/** The account and new address a live link of this purpose names, without spending it; null for a bad link. */
export async function liveEmailChange(db: Db, tokenHash: string, now: Date, purpose: AddressPurpose = 'email-change'): Promise<EmailChange | null> {
  const [found] = await db
    .select({ userId: oneTimeTokens.userId, email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(live(purpose, tokenHash, now));
  return found?.email ? { userId: found.userId, email: found.email } : null;
}

/** A password change voids every link still outstanding. */
export async function voidTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

/**
 * The address a change of `userId`'s sign-in address waits on, as a column of an answer:
 * the newest live 'email-change' link's, else null. Judged by the database's clock, as
 * tenant reads have no other; the link itself is judged by the app's when it is opened.
 */
export function pendingEmailOf(userId: AnyPgColumn): SQL<string | null> {
  const t = oneTimeTokens;
  // Spelled out with its table: a query of one table renders its columns bare, and a bare
  // "id" inside the subquery would be the token's.
  const outer = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  return sql<string | null>`(select ${t.email} from ${t} where ${t.userId} = ${outer} and ${t.purpose} = 'email-change'
    and ${t.usedAt} is null and ${t.expiresAt} > now() order by ${t.id} desc limit 1)`;
}
