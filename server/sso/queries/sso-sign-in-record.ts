import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { users } from '../../db/schema';

/**
 * A single sign-on that passed: the provider has verified the address, so the account's stands confirmed from now
 * (a person created at first sign-in has no other way to confirm it), and the sign-in is written to the audit log.
 */
export function recordSsoSignIn(db: Db, by: AuditActor, user: { id: number; email: string }, issuer: string, created: boolean, now: Date) {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
    await recordAudit(tx, by, { action: 'auth.sso_sign_in', entity: 'user', entityId: user.id, after: { email: user.email, issuer, created } });
  });
}
