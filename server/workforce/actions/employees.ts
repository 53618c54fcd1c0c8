import { and, count, eq } from 'drizzle-orm';
import type { Employee, EmployeeFilters, EmployeeInput, EmployeeUpdate } from '../../../schemas/employee';
import type { ListQuery } from '../../../schemas/list-query';
import type { Db } from '../../db/db-type';
import { employees, users } from '../../db/schema';
import { isRowId } from '../../db/sql';
import { selectEmployeeAnswers, employeeSortColumns } from '../queries/employee-view';
import { employeeFilterCondition } from '../queries/employee-filters';
import { updateEmployee, type UpdateRules } from './employee-update';
import { employeeInvitesRepository } from '../queries/employee-invites';
import { employeeBulkRepository } from './employee-bulk';
import { exportEmployees } from '../queries/employee-export';
import { createEmployee } from './employee-writes';
import type { EmployeeWrite } from './employee-write-outcome';
import { orderingOf, pageOf, type Page } from '../../master/queries/list-query';
import { auditedEmployeeWrite, employeeFacts } from '../../audit/employee-changes';
import { recordAudit, type AuditActor } from '../../audit/record';

/**
 * A company's workforce: each employee is a user of the company (role user) with
 * an employee row. Every query carries the company, so another company's id finds nothing.
 */
export function employeesRepository(db: Db, companyId: number) {
  const scope = eq(employees.companyId, companyId);

  async function get(id: number): Promise<Employee | null> {
    if (!isRowId(id)) return null;
    const [found] = await selectEmployeeAnswers(db).where(and(scope, eq(employees.id, id)));
    return found ?? null;
  }

  return {
    get,

    list(query: ListQuery & EmployeeFilters = {}): Promise<Page<Employee>> {
      const where = employeeFilterCondition(companyId, query);
      return pageOf(
        query,
        (limit, offset) =>
          selectEmployeeAnswers(db)
            .where(where)
            .orderBy(...orderingOf(employeeSortColumns, employees.id, query.ordering))
            .limit(limit ?? Number.MAX_SAFE_INTEGER)
            .offset(offset ?? 0),
        () => db.select({ n: count() }).from(employees).innerJoin(users, eq(users.id, employees.userId)).where(where),
      );
    },

    /** Account, default permissions and employee in one transaction; the welcome mail is queued only when asked for. */
    create(input: EmployeeInput, by?: AuditActor): Promise<EmployeeWrite> {
      if (!by) return createEmployee(db, companyId, input);
      return db.transaction(async (tx) => {
        const written = await createEmployee(tx, companyId, input);
        if (!('employee' in written)) return written;
        const facts = (await employeeFacts(tx, companyId, [written.employee.id])).get(written.employee.id)!;
        await recordAudit(tx, by, { action: 'employee.create', entity: 'employee', entityId: facts.id, after: { ...facts, email: written.employee.email } });
        return written;
      });
    },

    /** Only the fields sent change, as `rules` allow; null when the id is not an employee of this company. */
    async update(patch: EmployeeUpdate, now: Date, rules: UpdateRules, by?: AuditActor): Promise<EmployeeWrite | null> {
      if (!isRowId(patch.id)) return null;
      return auditedEmployeeWrite(db, by, companyId, [patch.id], (tx) => updateEmployee(tx, companyId, patch, now, rules));
    },

    /** The employees matching the filters, in the import template's columns, a batch at a time. */
    exportRows: (filters: EmployeeFilters) => exportEmployees(db, companyId, filters),

    bulk: employeeBulkRepository(db, companyId),

    ...employeeInvitesRepository(db, companyId),
  };
}

export type EmployeesRepository = ReturnType<typeof employeesRepository>;
