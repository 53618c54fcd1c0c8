import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, users } from '../schema';
import { employeeColumns } from './employee-view';
import { pendingEmailOf } from './tokens';

/** An Employee answer: the employee-view columns and the new sign-in address waiting on its link, if any. */
export function selectEmployeeAnswers(db: Db) {
  return db.select({ ...employeeColumns, pending_email: pendingEmailOf(users.id) })
    .from(employees).innerJoin(users, eq(users.id, employees.userId));
}
