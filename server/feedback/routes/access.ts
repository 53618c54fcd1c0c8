import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http-errors';
import { needsAnyOf } from '../../http/company-access';

const NO_COMPANY = 'Feedback belongs to a company; a platform superuser has none.';

/** The feedback area, a permission of its own: every ratee's report, analytics, alerts and development plans. */
export const mayUseFeedback = needsAnyOf(['feedback'], NO_COMPANY);

/** What every employee may read about themselves (a released report, their plan): only a company is needed. */
export async function anEmployee(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null) throw forbidden(NO_COMPANY);
}
