import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AuthUser, UserUpdate } from '../../../schemas/user';
import type { Db } from '../../db/db-type';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { isRowId } from '../../db/sql';
import { lockHierarchy, moveReportsUp } from '../../organization/queries/hierarchy';
import { selectAuthUserAnswers, toAuthUser } from './user-view';
import { recordAudit, type AuditActor } from '../../audit/record';
import { changedFields } from '../../audit/diff';

type RemoveResult = 'deleted' | 'not-found' | 'last-admin';

/**
 * The users of one company. Every query carries the company condition, so an id of
 * another company finds nothing. A null company holds the platform's superusers.
 */
export function usersRepository(db: Db, companyId: number | null) {
  const inCompany: SQL = companyId === null ? isNull(users.companyId) : eq(users.companyId, companyId);
  const byId = (id: number) => and(eq(users.id, id), inCompany)!;

  async function get(id: number): Promise<AuthUser | null> {
    if (!isRowId(id)) return null;
    const [row] = await selectAuthUserAnswers(db).where(byId(id));
    return row ? toAuthUser(row) : null;
  }

  return {
    get,

    /** The updated user, null when not in this company, or the field that clashes. */
    async update(id: number, patch: UserUpdate, by?: AuditActor): Promise<AuthUser | null | 'duplicate-username'> {
      if (!isRowId(id)) return null;
      const values = {
        ...(patch.first_name !== undefined && { firstName: patch.first_name }),
        ...(patch.last_name !== undefined && { lastName: patch.last_name }),
        ...(patch.username !== undefined && { username: patch.username }),
        ...(patch.contact_num !== undefined && { contactNum: patch.contact_num }),
        ...(patch.language !== undefined && { language: patch.language }),
      };
      if (Object.keys(values).length === 0) return get(id);
      try {
        const fields = {
          first_name: users.firstName,
          last_name: users.lastName,
          username: users.username,
          contact_num: users.contactNum,
          language: users.language,
        };
        const updated = await db.transaction(async (tx) => {
          const [was] = await tx.select(fields).from(users).where(byId(id)).for('update');
          const rows = await tx.update(users).set(values).where(byId(id)).returning(fields);
          const changed = was && rows[0] && changedFields(was, rows[0]);
          if (by && changed) await recordAudit(tx, by, { action: 'user.update', entity: 'user', entityId: id, ...changed });
          return rows;
        });
        return updated.length ? get(id) : null;
      } catch (err) {
        if (isUniqueViolation(err, 'users_company_username_key')) return 'duplicate-username';
        throw err;
      }
    },

    /**
     * Deletes a user unless it is the last admin of its company (or the last superuser).
     * An employee's direct reports move to their manager first, in the same transaction.
     */
    async remove(id: number, by?: AuditActor): Promise<RemoveResult> {
      if (!isRowId(id)) return 'not-found';
      return db.transaction(async (tx) => {
        // The company's hierarchy lock comes first, before any user row: one lock order for every writer.
        if (companyId !== null) await lockHierarchy(tx, companyId);
        const [target] = await tx.select({ role: users.role, companyId: users.companyId }).from(users).where(byId(id));
        if (!target) return 'not-found';
        if (target.role !== 'user') {
          const peersOf =
            target.role === 'admin' && target.companyId !== null
              ? and(eq(users.companyId, target.companyId), eq(users.role, 'admin'))
              : eq(users.role, 'superuser');
          // Locked in id order, so two deletions at once queue instead of deadlocking,
          // and the second sees the first one's result.
          const peers = await tx.select({ id: users.id }).from(users).where(peersOf).orderBy(asc(users.id)).for('update');
          if (peers.length <= 1 && peers.some((p) => p.id === id)) return 'last-admin';
        }
        if (companyId !== null) await moveReportsUp(tx, companyId, id);
        const deleted = await tx
          .delete(users)
          .where(byId(id))
          .returning({ id: users.id, email: users.email, username: users.username, first_name: users.firstName, last_name: users.lastName, role: users.role });
        if (by && deleted[0]) {
          const { id: _id, ...was } = deleted[0];
          await recordAudit(tx, by, { action: 'user.delete', entity: 'user', entityId: id, before: was });
        }
        return deleted.length ? 'deleted' : 'not-found';
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
