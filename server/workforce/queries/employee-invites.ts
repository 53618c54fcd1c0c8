import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { EmployeeInvite } from '../../../schemas/employee';
import type { Db } from '../../db/db-type';
import { employees, users } from '../../db/schema';
import { isRowId } from '../../db/sql';

/** What an invite did: null when an id is not an employee of this company (nothing changed). */
type InviteOutcome = { invited: number; skipped: number } | null;

/**
 * Queues welcome mails for employees HR chose: their rows are flagged (invite_pending) and
 * stamped in one statement per request, and the invitations plugin mails them after the
 * commit. Whoever has set a password already signs in as they are and is skipped.
 */
export function employeeInvitesRepository(db: Db, companyId: number) {
  return {
    async invite(request: EmployeeInvite, now: Date): Promise<InviteOutcome> {
      const ids = 'ids' in request ? request.ids : null;
      if (ids && !ids.every(isRowId)) return null;
      return db.transaction(async (tx) => {
        const chosen = ids
          ? and(eq(employees.companyId, companyId), inArray(employees.id, ids))
          : and(eq(employees.companyId, companyId), isNull(employees.invitedAt), eq(employees.invitePending, false));
        const found = await tx
          .select({ id: employees.id, active: users.passwordHash })
          .from(employees)
          .innerJoin(users, eq(users.id, employees.userId))
          .where(chosen)
          .for('update', { of: employees });
        if (ids && found.length !== ids.length) return null;
        const wanted = found.filter((f) => f.active === null).map((f) => f.id);
        if (wanted.length) {
          await tx
            .update(employees)
            .set({ invitePending: true, invitedAt: now })
            .where(and(eq(employees.companyId, companyId), inArray(employees.id, wanted)));
        }
        return { invited: wanted.length, skipped: found.length - wanted.length };
      });
    },
  };
}
