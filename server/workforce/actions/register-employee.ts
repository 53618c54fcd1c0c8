import type { Employee, EmployeeInput } from '../../../schemas/employee';
import type { AuditActor } from '../../audit/record';
import { invalid, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import { blankText, employeeWritten } from './employee-written';
import type { WorkforceServices } from './workforce-services';

/** Add an employee and their user together; they are mailed a link to set a password. */
export async function registerEmployee(services: WorkforceServices, tenant: Tenant, input: EmployeeInput, actor: AuditActor): Promise<Outcome<Employee>> {
  const blank = blankText(input);
  if (blank) return invalid(blank);
  return employeeWritten(services, await tenant.employees.create(input, actor));
}
