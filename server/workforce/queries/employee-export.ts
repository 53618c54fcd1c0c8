import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmployeeFilters } from '../../../schemas/employee';
import type { Db } from '../../db/db-type';
import { employees, masterItems, users } from '../../db/schema';
import { employeeFilterCondition } from './employee-filters';

const designation = alias(masterItems, 'export_designation');
const department = alias(masterItems, 'export_department');
const group = alias(masterItems, 'export_group');
const manager = alias(employees, 'export_manager');

/** One exported employee, in the import template's columns (lists by name, the manager by code). */
export interface ExportedEmployee {
  username: string;
  email: string;
  emp_code: string;
  first_name: string;
  last_name: string;
  designation: string;
  department: string;
  group: string;
  contact_num: string;
  manager_emp_code: string;
}

/** Rows per query: a 100,000-person company is exported in 50 short reads, never held whole in memory. */
const BATCH = 2000;

/**
 * The employees matching the list's filters, in id order, a batch at a time (keyset on the
 * id, so each read is as fast as the first). Each batch is its own short read: PGlite has one
 * connection, and a transaction held open while the client downloads would stall every request.
 */
export async function* exportEmployees(db: Db, companyId: number, filters: EmployeeFilters): AsyncGenerator<ExportedEmployee[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: employees.id,
        username: users.username,
        email: users.email,
        emp_code: employees.empCode,
        first_name: users.firstName,
        last_name: users.lastName,
        designation: designation.name,
        department: department.name,
        group: group.name,
        contact_num: users.contactNum,
        manager_emp_code: manager.empCode,
      })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .leftJoin(designation, eq(designation.id, employees.designationId))
      .leftJoin(department, eq(department.id, employees.departmentId))
      .leftJoin(group, eq(group.id, employees.groupId))
      .leftJoin(manager, and(eq(manager.companyId, employees.companyId), eq(manager.id, employees.parentId)))
      .where(and(employeeFilterCondition(companyId, filters), gt(employees.id, after)))
      .orderBy(asc(employees.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map(({ id: _id, ...r }) => ({
      ...r,
      designation: r.designation ?? '',
      department: r.department ?? '',
      group: r.group ?? '',
      manager_emp_code: r.manager_emp_code ?? '',
    }));
    if (rows.length < BATCH) return;
  }
}
