import { eq } from 'drizzle-orm';
import type { EmployeeInput } from '../../../schemas/employee';
import { EMPLOYEE_DEFAULT_PERMISSIONS } from '../../../schemas/permissions';
import type { Db } from '../../db/db-type';
import { employees, permissions, users } from '../../db/schema';
import type { EmployeeWrite } from './employee-write-outcome';
import { hasErrors } from '../rules/employee-checks';
import { employeeConflicts, writeRefusal } from '../queries/employee-conflicts';
import { conflictErrors } from '../rules/employee-conflict-errors';
import { selectEmployeeAnswers } from '../queries/employee-view';
import { lockHierarchy } from '../../organization/queries/hierarchy';

/** Text as typed, without the blanks around it (as Django REST Framework trims). */
export function trimmed<T extends Record<string, unknown>>(body: T): T {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
}

/** The new employee, or every field error (nothing written). The welcome mail waits in invite_pending when HR asked for it. */
export async function createEmployee(db: Db, companyId: number, input: EmployeeInput): Promise<EmployeeWrite> {
  const { send_invitation: invite = false, ...v } = trimmed(input);
  try {
    return await db.transaction(async (tx) => {
      if (v.parent_id != null) await lockHierarchy(tx, companyId);
      const errors = conflictErrors(await employeeConflicts(tx, companyId, v));
      if (hasErrors(errors)) return { errors };
      const [user] = await tx
        .insert(users)
        .values({
          companyId,
          role: 'user',
          email: v.email,
          username: v.username,
          firstName: v.first_name,
          lastName: v.last_name,
          contactNum: v.contact_num ?? '',
        })
        .returning({ id: users.id });
      await tx.insert(permissions).values({ userId: user!.id, ...EMPLOYEE_DEFAULT_PERMISSIONS });
      const [row] = await tx
        .insert(employees)
        .values({
          companyId,
          userId: user!.id,
          empCode: v.emp_code,
          designationId: v.designation ?? null,
          departmentId: v.department ?? null,
          groupId: v.group ?? null,
          parentId: v.parent_id ?? null,
          invitePending: invite,
        })
        .returning({ id: employees.id });
      const [employee] = await selectEmployeeAnswers(tx).where(eq(employees.id, row!.id));
      return { employee: employee!, invite };
    });
  } catch (err) {
    return { errors: conflictErrors(writeRefusal(err)) };
  }
}
