import { and, eq } from 'drizzle-orm';
import type { EmployeeInput, EmployeeUpdate } from '../../../schemas/employee';
import { EMPLOYEE_DEFAULT_PERMISSIONS } from '../../../schemas/permissions';
import type { Db } from '../client';
import { employees, permissions, users } from '../schema';
import type { EmployeeWrite } from './employees';
import { employeeConflicts, hasErrors, writeRefusal } from './employee-checks';
import { selectEmployees } from './employee-view';
import { lockHierarchy, wouldLoop } from './hierarchy';
import { voidTokens } from './tokens';

export const OWN_MANAGER = 'An employee cannot be their own manager.';
export const MANAGER_LOOP = 'This person already reports to the employee, directly or through others: choose a manager outside their team.';

/** Text as typed, without the blanks around it (as Django REST Framework trims). */
function trimmed<T extends Record<string, unknown>>(body: T): T {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
}

/** The new employee, or every field error (nothing written). The welcome mail waits in invite_pending. */
export async function createEmployee(db: Db, companyId: number, input: EmployeeInput): Promise<EmployeeWrite> {
  const v = trimmed(input);
  try {
    return await db.transaction(async (tx) => {
      if (v.parent_id != null) await lockHierarchy(tx, companyId);
      const errors = await employeeConflicts(tx, companyId, v);
      if (hasErrors(errors)) return { errors };
      const [user] = await tx.insert(users).values({
        companyId, role: 'user', email: v.email, username: v.username,
        firstName: v.first_name, lastName: v.last_name, contactNum: v.contact_num ?? '',
      }).returning({ id: users.id });
      await tx.insert(permissions).values({ userId: user!.id, ...EMPLOYEE_DEFAULT_PERMISSIONS });
      const [row] = await tx.insert(employees).values({
        companyId, userId: user!.id, empCode: v.emp_code,
        designationId: v.designation ?? null, departmentId: v.department ?? null, groupId: v.group ?? null,
        parentId: v.parent_id ?? null, invitePending: true,
      }).returning({ id: employees.id });
      const [employee] = await selectEmployees(tx).where(eq(employees.id, row!.id));
      return { employee: employee!, invite: true };
    });
  } catch (err) {
    return { errors: writeRefusal(err) };
  }
}

/**
 * Changes only the fields sent. A new manager may be neither the employee nor anyone
 * below them; the check runs under the company's hierarchy lock, so two moves at once
 * cannot build a loop between them. A corrected email voids the links mailed to the old
 * one and, while the employee has not set a password yet, mails the welcome again.
 */
export async function updateEmployee(db: Db, companyId: number, patch: EmployeeUpdate, now: Date): Promise<EmployeeWrite | null> {
  const { id, ...v } = trimmed(patch);
  try {
    return await db.transaction(async (tx) => {
      const moving = v.parent_id !== undefined && v.parent_id !== null;
      if (moving) await lockHierarchy(tx, companyId);
      const [current] = await tx.select({ userId: employees.userId, email: users.email, passwordHash: users.passwordHash })
        .from(employees).innerJoin(users, eq(users.id, employees.userId))
        .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
      if (!current) return null;
      const errors = await employeeConflicts(tx, companyId, v, { userId: current.userId, employeeId: id });
      if (moving && !errors.parent_id) {
        if (v.parent_id === id) errors.parent_id = [OWN_MANAGER];
        else if (await wouldLoop(tx, companyId, id, v.parent_id!)) errors.parent_id = [MANAGER_LOOP];
      }
      if (hasErrors(errors)) return { errors };

      const emailChanged = v.email !== undefined && v.email.toLowerCase() !== current.email.toLowerCase();
      const invite = emailChanged && current.passwordHash === null;
      const account = {
        ...(v.username !== undefined && { username: v.username }),
        ...(v.email !== undefined && { email: v.email }),
        ...(v.first_name !== undefined && { firstName: v.first_name }),
        ...(v.last_name !== undefined && { lastName: v.last_name }),
        ...(v.contact_num !== undefined && { contactNum: v.contact_num }),
      };
      const employee = {
        ...(v.emp_code !== undefined && { empCode: v.emp_code }),
        ...(v.designation !== undefined && { designationId: v.designation }),
        ...(v.department !== undefined && { departmentId: v.department }),
        ...(v.group !== undefined && { groupId: v.group }),
        ...(v.parent_id !== undefined && { parentId: v.parent_id }),
        ...(invite && { invitePending: true }),
      };
      if (Object.keys(account).length) await tx.update(users).set(account).where(eq(users.id, current.userId));
      if (Object.keys(employee).length) {
        await tx.update(employees).set(employee).where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
      }
      if (emailChanged) await voidTokens(tx, current.userId, now);
      const [updated] = await selectEmployees(tx).where(eq(employees.id, id));
      return { employee: updated!, invite };
    });
  } catch (err) {
    return { errors: writeRefusal(err) };
  }
}
