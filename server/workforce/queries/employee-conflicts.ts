import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { companies, employees, masterItems, users } from '../../db/schema';
import { isRowId } from '../../db/sql';
import type { CheckedFields } from '../rules/employee-checks';
import type { Conflict, Conflicts } from '../rules/employee-conflict-errors';

/** Which master list each reference field picks from (master_items.list, as the company-list routes name them). */
const LIST_OF = { designation: 'designation', department: 'department', group: 'group' } as const;
const EMPLOYEE_COLUMN = { designation: employees.designationId, department: employees.departmentId, group: employees.groupId } as const;

/**
 * Every clash and dangling reference of a write, found by one query so that a form learns
 * all its field errors at once (the first found per field; conflictErrors words them).
 * `self` leaves the employee being edited out of the clashes. The unique indexes and
 * composite keys still have the last word (see writeRefusal).
 */
export async function employeeConflicts(db: Db, companyId: number, v: CheckedFields, self?: { userId: number; employeeId: number }): Promise<Conflicts> {
  const checks: Array<[field: string, failed: SQL<boolean>, conflict: Conflict]> = [];
  const notUser = self ? sql` and ${users.id} <> ${self.userId}` : sql``;
  if (v.username !== undefined) {
    checks.push([
      'username',
      sql`exists(select 1 from ${users} where ${users.companyId} = ${companyId}
      and lower(${users.username}) = lower(${v.username})${notUser})`,
      'taken',
    ]);
  }
  if (v.email !== undefined) {
    checks.push(['email', sql`exists(select 1 from ${users} where lower(${users.email}) = lower(${v.email})${notUser})`, 'taken']);
  }
  if (v.emp_code !== undefined) {
    const notSelf = self ? sql` and ${employees.id} <> ${self.employeeId}` : sql``;
    checks.push([
      'emp_code',
      sql`exists(select 1 from ${employees} where ${employees.companyId} = ${companyId}
      and lower(btrim(${employees.empCode})) = lower(btrim(${v.emp_code}))${notSelf})`,
      'taken',
    ]);
  }
  for (const field of ['designation', 'department', 'group'] as const) {
    const id = v[field];
    if (id === undefined || id === null) continue;
    if (!isRowId(id)) {
      checks.push([field, sql`true`, 'invalid-choice']);
      continue;
    }
    const item = sql`from ${masterItems} where ${masterItems.companyId} = ${companyId} and ${masterItems.list} = ${LIST_OF[field]} and ${masterItems.id} = ${id}`;
    checks.push([field, sql`not exists(select 1 ${item})`, 'invalid-choice']);
    // An archived item is given to nobody new; whoever holds it already keeps it through an edit.
    const holds = self
      ? sql` and not exists(select 1 from ${employees} where ${employees.id} = ${self.employeeId} and ${EMPLOYEE_COLUMN[field]} = ${id})`
      : sql``;
    checks.push([field, sql`exists(select 1 ${item} and ${masterItems.archivedAt} is not null)${holds}`, 'archived']);
  }
  if (v.parent_id !== undefined && v.parent_id !== null) {
    checks.push([
      'parent_id',
      isRowId(v.parent_id)
        ? sql`not exists(select 1 from ${employees} where ${employees.companyId} = ${companyId} and ${employees.id} = ${v.parent_id})`
        : sql`true`,
      'invalid-choice',
    ]);
  }
  if (checks.length === 0) return {};
  const columns = Object.fromEntries(checks.map(([, failed], i) => [`c${i}`, sql<boolean>`${failed}`]));
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, companyId));
  const found: Conflicts = {};
  checks.forEach(([field, , conflict], i) => {
    if ((!row || row[`c${i}`]) && !found[field]) found[field] = conflict;
  });
  return found;
}

const UNIQUE_FIELDS: Record<string, string> = {
  users_email_key: 'email',
  users_company_username_key: 'username',
  employees_company_emp_code_key: 'emp_code',
};
const KEY_FIELDS: Record<string, string> = {
  employees_designation_fk: 'designation',
  employees_department_fk: 'department',
  employees_group_fk: 'group',
  employees_parent_fk: 'parent_id',
};

/**
 * A write that lost a race after the checks passed (two requests taking the same email, a
 * list item deleted meanwhile): the same field error the checks would have given.
 */
export function writeRefusal(err: unknown): Conflicts {
  for (const [constraint, field] of Object.entries(UNIQUE_FIELDS)) {
    if (isUniqueViolation(err, constraint)) return { [field]: 'taken' };
  }
  for (const [constraint, field] of Object.entries(KEY_FIELDS)) {
    if (isForeignKeyViolation(err, constraint)) return { [field]: 'invalid-choice' };
  }
  throw err;
}
