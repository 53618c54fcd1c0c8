import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { permissions, users } from '../../db/schema';
import { timestampParam } from '../../db/sql';
import { ALL_AREAS, usernameFrom } from './accounts';
import { endSessions } from '../queries/sessions';
import { voidTokens } from '../queries/tokens';

interface SuperuserInput {
  email: string;
  passwordHash?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/**
 * Makes the platform operator: creates a verified superuser, or promotes the
 * account that already uses the address. A new password voids the account's old sessions.
 */
export async function upsertSuperuser(db: Db, input: SuperuserInput, now: Date): Promise<{ id: number; created: boolean }> {
  const email = input.email.trim();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(users)
        .set({
          role: 'superuser',
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${timestampParam(now)})`,
          ...(input.firstName !== undefined && { firstName: input.firstName }),
          ...(input.lastName !== undefined && { lastName: input.lastName }),
          ...(input.passwordHash && { passwordHash: input.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }),
        })
        .where(eq(users.id, id));
      if (input.passwordHash) {
        await voidTokens(tx, id, now);
        await endSessions(tx, id, now);
      }
    } else {
      if (!input.passwordHash) throw new Error('A new superuser needs a password.');
      const base = usernameFrom(email);
      let username = base;
      for (
        let n = 2;
        (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(isNull(users.companyId), eq(sql`lower(${users.username})`, username.toLowerCase())))
        ).length;
        n += 1
      ) {
        username = `${base}-${n}`;
      }
      const [row] = await tx
        .insert(users)
        .values({
          email,
          username,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          passwordHash: input.passwordHash,
          role: 'superuser',
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      id = row!.id;
    }
    await tx
      .insert(permissions)
      .values({ userId: id, ...ALL_AREAS })
      .onConflictDoUpdate({ target: permissions.userId, set: ALL_AREAS });
    return { id, created: !existing };
  });
}
