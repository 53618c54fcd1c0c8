import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Permissions, Role } from '../../../schemas/user';
import type { Db } from '../../db/db-type';
import { employees, permissions, users } from '../../db/schema';
import { intArray, isRowId, rowsOf, userDisplayName } from '../../db/sql';
import { lockHierarchy } from '../../organization/queries/hierarchy';
import { employeeChanges, employeeFacts } from '../../audit/employee-changes';
import { recordAudit, type AuditActor } from '../../audit/record';
import { BULK_REFUSALS } from '../messages';

/** Someone a bulk action would remove, for the caller's authority to judge. */
interface BulkTarget {
  id: number;
  role: Role;
  permissions: Permissions;
  name: string;
}

/** null: an id is not an employee of this company (nothing changed); else what stopped it, or how many changed. */
export type BulkOutcome = { count: number } | { refused: string } | { invalid: string } | null;

const nameOf = (u: { first_name: string; last_name: string; username: string }) => `${u.first_name} ${u.last_name}`.trim() || u.username;

/**
 * Bulk writes on the workforce, all or nothing: each is one transaction that takes the
 * company's hierarchy lock first (the lock order of every tree writer), checks every id
 * belongs to the company and only then writes, set-based.
 */
export function employeeBulkRepository(db: Db, companyId: number) {
  const chosen = (ids: number[]) => and(eq(employees.companyId, companyId), inArray(employees.id, ids));

  return {
    /**
     * Deletes the employees and their accounts as a single delete would: each one's reports
     * move up to the nearest manager who stays (a root's reports become roots).
     */
    async remove(ids: number[], authorize: (target: BulkTarget) => string | null, by?: AuditActor): Promise<BulkOutcome> {
      if (!ids.every(isRowId)) return null;
      return db.transaction(async (tx) => {
        await lockHierarchy(tx, companyId);
        const found = await tx
          .select({
            userId: users.id,
            role: users.role,
            first_name: users.firstName,
            last_name: users.lastName,
            username: users.username,
            dashboard: permissions.dashboard,
            workforce: permissions.workforce,
            organization: permissions.organization,
            survey: permissions.survey,
            master: permissions.master,
            feedback: permissions.feedback,
            coach: permissions.coach,
          })
          .from(employees)
          .innerJoin(users, eq(users.id, employees.userId))
          .leftJoin(permissions, eq(permissions.userId, users.id))
          .where(chosen(ids))
          .orderBy(asc(employees.id))
          .for('update', { of: employees });
        if (found.length !== ids.length) return null;
        for (const f of found) {
          const { userId, role, first_name: _f, last_name: _l, username: _u, ...areas } = f;
          const refused = authorize({ id: userId, role, permissions: areas as Permissions, name: nameOf(f) });
          if (refused) return { refused };
        }
        if (found.some((f) => f.role === 'admin')) {
          const admins = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.companyId, companyId), eq(users.role, 'admin')))
            .orderBy(asc(users.id))
            .for('update');
          const leaving = new Set(found.map((f) => f.userId));
          if (admins.every((a) => leaving.has(a.id))) return { invalid: BULK_REFUSALS.lastAdmin };
        }
        const gone = by && (await employeeFacts(tx, companyId, ids));
        // Each survivor whose manager leaves goes to the nearest manager above who stays.
        await tx.execute(sql`
          with recursive up(id, anc) as (
            select e.id, e.parent_id from employees e where e.company_id = ${companyId} and e.id = any(${intArray(ids)})
            union
            select up.id, p.parent_id from up join employees p on p.company_id = ${companyId} and p.id = up.anc
              where up.anc = any(${intArray(ids)})
          )
          update employees s set parent_id = up.anc from up
          where s.company_id = ${companyId} and s.parent_id = up.id and not (s.id = any(${intArray(ids)}))
            and (up.anc is null or not (up.anc = any(${intArray(ids)})))`);
        await tx.update(employees).set({ parentId: null }).where(chosen(ids));
        await tx.delete(users).where(
          and(
            eq(users.companyId, companyId),
            inArray(
              users.id,
              found.map((f) => f.userId),
            ),
          ),
        );
        // One entry for the whole action, naming everyone it removed (their reports' new managers follow from the tree).
        if (by && gone) {
          await recordAudit(tx, by, { action: 'employee.bulk_delete', entity: 'employee', before: { count: found.length, employees: [...gone.values()] } });
        }
        return { count: found.length };
      });
    },

    /** One manager for them all (or none); refused when the manager is one of them or reports to one of them. */
    async setManager(ids: number[], parentId: number | null, by?: AuditActor): Promise<BulkOutcome> {
      if (!ids.every(isRowId) || (parentId !== null && !isRowId(parentId))) return null;
      return db.transaction(async (tx) => {
        await lockHierarchy(tx, companyId);
        const found = await tx.select({ id: employees.id }).from(employees).where(chosen(ids)).for('update');
        if (found.length !== ids.length) return null;
        if (parentId !== null) {
          // The manager and everyone above them, up to the root: none may be one of the employees moved.
          const chain = rowsOf<{ id: number; name: string; depth: number }>(
            await tx.execute(sql`
            with recursive chain(id, parent_id, depth) as (
              select id, parent_id, 0 from employees where company_id = ${companyId} and id = ${parentId}
              union
              select e.id, e.parent_id, c.depth + 1 from employees e join chain c on e.id = c.parent_id where e.company_id = ${companyId}
            )
            select c.id, c.depth, ${userDisplayName} as name from chain c join employees e on e.id = c.id join users u on u.id = e.user_id
            order by c.depth`),
          );
          if (chain.length === 0) return null;
          const moving = new Set(ids);
          const manager = chain[0]!;
          const loop = chain.find((c) => moving.has(c.id));
          if (loop?.id === manager.id) return { invalid: BULK_REFUSALS.ownManager(manager.name) };
          if (loop) return { invalid: BULK_REFUSALS.loop(manager.name, loop.name) };
        }
        const was = by && (await employeeFacts(tx, companyId, ids));
        await tx.update(employees).set({ parentId }).where(chosen(ids));
        if (by && was) await recordAudit(tx, by, employeeChanges(was, await employeeFacts(tx, companyId, ids)));
        return { count: ids.length };
      });
    },
  };
}
