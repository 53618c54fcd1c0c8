import type { FastifyRequest } from 'fastify';
import type { Area } from '../../schemas/user';
import { forbidden } from '../http-errors';

/**
 * Who may use a company's master data. Writing needs the `master` permission (admins have
 * it). Reading also serves the areas that pick from the lists: workforce (an employee's
 * designation…), organization and surveys (competencies). An employee with none of them
 * reads nothing here; surveys will show them what they need.
 */
export const READ_AREAS: readonly Area[] = ['master', 'workforce', 'organization', 'survey'];

const NO_COMPANY = 'This list belongs to a company; a platform superuser has none.';

/** onRequest hooks, after app.authenticate. */
export async function mayReadCompanyLists(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null) throw forbidden(NO_COMPANY);
  if (!READ_AREAS.some((area) => req.user.permissions[area])) throw forbidden();
}

export async function mayWriteCompanyLists(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null) throw forbidden(NO_COMPANY);
  if (!req.user.permissions.master) throw forbidden();
}
