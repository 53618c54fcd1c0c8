import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EmployeeFilters } from '../../../schemas/employee';
import { employees } from '../../db/schema';
import { searchCondition } from '../../master/queries/list-query';
import { employeeSearchColumns, employeeStatus } from './employee-view';

/**
 * The list's filters as one SQL condition, shared by the list, its export and the bulk
 * actions' "every matching": equality on the employee row's own keys (the company and
 * manager are indexed), and the status by the very expression the status column shows.
 */
export function employeeFilterCondition(companyId: number, f: EmployeeFilters): SQL {
  return and(
    eq(employees.companyId, companyId),
    searchCondition(employeeSearchColumns, f.search),
    f.designation !== undefined ? eq(employees.designationId, f.designation) : undefined,
    f.department !== undefined ? eq(employees.departmentId, f.department) : undefined,
    f.group !== undefined ? eq(employees.groupId, f.group) : undefined,
    f.manager !== undefined ? eq(employees.parentId, f.manager) : undefined,
    f.status !== undefined ? sql`${employeeStatus} = ${f.status}` : undefined,
  )!;
}
