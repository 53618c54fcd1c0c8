import { eq, sql } from 'drizzle-orm';
import type { Employee } from '../../../schemas/employee';
import type { Db } from '../../db/db-type';
import { employees, users } from '../../db/schema';
import { pendingEmailOf } from '../../account/queries/tokens';

/**
 * Where someone stands, one expression for the status column and the ?status= filter alike:
 * active once they have signed in or set a password (whichever way they did it), invited
 * while a welcome link is queued or out, not invited before HR sent one.
 */
export const employeeStatus = sql<Employee['status']>`(case
  when ${users.passwordHash} is not null or ${users.lastLogin} is not null then 'active'
  when ${employees.invitedAt} is not null or ${employees.invitePending} then 'invited'
  else 'not_invited' end)`;

/** The columns of an Employee answer (schemas/employee.ts): the employee row and its account. */
const employeeColumns = {
  id: employees.id,
  user_id: employees.userId,
  username: users.username,
  email: users.email,
  emp_code: employees.empCode,
  first_name: users.firstName,
  last_name: users.lastName,
  designation: employees.designationId,
  department: employees.departmentId,
  group: employees.groupId,
  contact_num: users.contactNum,
  parent_id: employees.parentId,
  status: employeeStatus,
  invited_at: sql<string | null>`to_char(${employees.invitedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** An Employee answer: the columns above and the new sign-in address waiting on its link, if any. */
export function selectEmployeeAnswers(db: Db) {
  return db
    .select({ ...employeeColumns, pending_email: pendingEmailOf(users.id) })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId));
}

/** The text columns ?search= looks in and the ones ?ordering= sorts by (EMPLOYEE_ORDERINGS). */
export const employeeSearchColumns = [users.username, users.email, employees.empCode, users.firstName, users.lastName];
export const employeeSortColumns = {
  username: users.username,
  email: users.email,
  emp_code: employees.empCode,
  first_name: users.firstName,
  last_name: users.lastName,
};
