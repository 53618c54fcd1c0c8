import type { FastifyInstance } from 'fastify';
import type { Employee, EmployeeUpdate } from '../../../schemas/employee';
import { refusalToChange } from '../../account/routes/account-authority';
import { emailChangeRequest, emailConsentRequest } from '../../account/actions/email-change-links';
import type { AuditActor } from '../../audit/record';
import { invalid, missing, refused, type Outcome } from '../../http/outcome';
import type { Tenant } from '../../plugins/tenancy';
import type { Principal } from '../../security/principal';
import { blankText, employeeWritten } from './employee-written';

const ONLY_ADMINS_FORCE = "Only an admin can change someone's sign-in address without asking them; leave the reason out to ask them.";

/**
 * Change an employee and their user together: only the fields sent. A new sign-in address of
 * someone else asks its owner first, unless an admin forces it with a reason. The server itself
 * comes in (not a Pick of it) because account's link makers take it.
 */
export async function changeEmployee(
  services: FastifyInstance,
  tenant: Tenant,
  caller: Principal,
  body: EmployeeUpdate,
  actor: AuditActor,
): Promise<Outcome<Employee>> {
  const blank = blankText(body);
  if (blank) return invalid(blank);
  const { email_change_reason: reason, ...patch } = body;
  if (reason !== undefined && caller.role !== 'admin') return refused(ONLY_ADMINS_FORCE);
  const forceReason = reason?.trim();
  const askedBy = `${caller.first_name} ${caller.last_name}`.trim() || caller.email;
  const written = await tenant.employees.update(
    patch,
    services.now(),
    {
      authorize: (target) => refusalToChange(caller, target),
      admin: caller.role === 'admin',
      callerId: caller.id,
      forceReason,
      emailChange: emailChangeRequest(services, forceReason ? { kind: 'forced', reason: forceReason } : { kind: 'requested' }),
      consent: emailConsentRequest(services, askedBy),
      actor,
    },
    actor,
  );
  if (!written) return missing();
  return employeeWritten(services, written);
}
