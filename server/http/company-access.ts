import type { FastifyRequest } from 'fastify';
import type { Area } from '../../schemas/user';
import { forbidden } from '../http-errors';

/**
 * An onRequest hook (after app.authenticate): the caller needs a company and one of `areas`
 * (a company's data is its own), so a 403 comes before any body is looked at. `noCompany` says to a platform
 * superuser, who has no company, what they reached.
 */
export function needsAnyOf(areas: readonly Area[], noCompany: string) {
  return async (req: FastifyRequest): Promise<void> => {
    if (req.user.companyId === null) throw forbidden(noCompany);
    if (!areas.some((area) => req.user.permissions[area])) throw forbidden();
  };
}

/**
 * Who may use a company's master data. Writing needs the `master` permission (admins have
 * it). Reading also serves the areas that pick from the lists: workforce (an employee's
 * designation…), organization and surveys (competencies). An employee with none of them
 * reads nothing here; surveys will show them what they need.
 */
const READ_AREAS: readonly Area[] = ['master', 'workforce', 'organization', 'survey'];

const NO_COMPANY = 'This list belongs to a company; a platform superuser has none.';

export const mayReadCompanyLists = needsAnyOf(READ_AREAS, NO_COMPANY);
export const mayWriteCompanyLists = needsAnyOf(['master'], NO_COMPANY);
