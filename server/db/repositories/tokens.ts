import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TokenPurpose } from '../../security/one-time-tokens';
import type { Db } from '../client';
import { oneTimeTokens } from '../schema';

export interface NewToken {
  userId: number;
  purpose: TokenPurpose;
  tokenHash: string;
  expiresAt: Date;
}

/** Stores a token and voids the user's older ones of the same purpose. */
export async function storeToken(db: Db, token: NewToken, now: Date): Promise<void> {
  await db.update(oneTimeTokens).set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, token.userId), eq(oneTimeTokens.purpose, token.purpose), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values(token);
}

/**
 * Spends a live token in one statement (two requests with the same link cannot both
 * succeed) and answers its user id, or null for an unknown, used or expired token.
 */
export async function spendToken(db: Db, purpose: TokenPurpose, tokenHash: string, now: Date): Promise<number | null> {
  const [spent] = await db.update(oneTimeTokens).set({ usedAt: now })
    .where(and(
      eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now),
    ))
    .returning({ userId: oneTimeTokens.userId });
  return spent?.userId ?? null;
}

/** A password change voids every link still outstanding. */
export async function voidTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(oneTimeTokens).set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}
