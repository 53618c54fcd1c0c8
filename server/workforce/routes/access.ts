import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http-errors';
import { needsAnyOf } from '../../http/company-access';

/**
 * Who may use the workforce, the organisation tree and the permissions: hooks
 * that run after app.authenticate, so a 403 comes before any body is looked at.
 */
const NO_COMPANY = 'This area belongs to a company; a platform superuser has none.';
const OTHER_COMPANY = 'You can only see your own company.';

/** Reading the employee list: workforce, and the areas that pick people (organisation, surveys). */
export const mayReadWorkforce = needsAnyOf(['workforce', 'organization', 'survey'], NO_COMPANY);
/** Creating and editing employees. */
export const mayWriteWorkforce = needsAnyOf(['workforce'], NO_COMPANY);
/** The tree: the organisation area, and workforce, which sets managers too. */
export const mayReadHierarchy = needsAnyOf(['organization', 'workforce'], NO_COMPANY);

/**
 * PATCH /api/employee-registration/: workforce may change anything; organisation only a
 * manager (the org chart's drag and drop sends `{id, parent_id}`). The first hook runs on
 * request, the second once the body is parsed and before it is validated.
 */
export const mayMoveOrWriteWorkforce = needsAnyOf(['workforce', 'organization'], NO_COMPANY);
export async function mayChangeTheseFields(req: FastifyRequest): Promise<void> {
  if (req.user.permissions.workforce) return;
  const body = req.body;
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  if (!keys.every((k) => k === 'id' || k === 'parent_id') || !keys.includes('parent_id')) throw forbidden();
}

/** Permissions are an admin's to read and set; a superuser has no company to set them in. */
export async function mayManagePermissions(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null) throw forbidden(NO_COMPANY);
  if (req.user.role !== 'admin') throw forbidden();
}

/**
 * `?company_name=` as the contract sends it: optional, and when given it must name the
 * caller's own company (trimmed, any case); a blank one counts as not given, as Django
 * filters ignore empty values.
 */
export function assertOwnCompany(req: FastifyRequest, companyName: string | undefined): void {
  const asked = companyName?.trim().toLowerCase();
  if (!asked) return;
  if (asked !== req.user.company?.name.trim().toLowerCase()) throw forbidden(OTHER_COMPANY);
}
