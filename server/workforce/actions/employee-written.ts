import type { Employee } from '../../../schemas/employee';
import type { FieldErrors } from '../../../schemas/errors';
import { blankFields } from '../../http/blank-fields';
import { done, invalid, refused, type Outcome } from '../../http/outcome';
import type { EmployeeWrite } from './employee-write-outcome';
import type { WorkforceServices } from './workforce-services';

const TEXT_FIELDS = ['username', 'email', 'emp_code', 'first_name', 'last_name', 'email_change_reason'] as const;

/** The text fields of an add or a change sent blank ("   " included), as the 400 names them; null when none. */
export const blankText = (body: Record<string, unknown>): FieldErrors | null => {
  const errors = blankFields(body, TEXT_FIELDS);
  return Object.keys(errors).length ? errors : null;
};

/** An add's or a change's outcome. The welcome mail goes out after the write committed; a refused write mails no one. */
export function employeeWritten(services: WorkforceServices, written: EmployeeWrite): Outcome<Employee> {
  if ('refused' in written) return refused(written.refused);
  if ('errors' in written) return invalid(written.errors);
  if (written.invite) services.invitations.dispatch();
  if (written.mails?.length) services.mailer.deliverStored(written.mails);
  return done(written.employee);
}
