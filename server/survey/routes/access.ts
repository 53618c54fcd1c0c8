import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http-errors';
import { needsAnyOf } from '../../http/company-access';

const NO_COMPANY = 'Surveys belong to a company; a platform superuser has none.';

/** The survey area, a permission of its own: creating, editing, mailing and following surveys. */
export const mayUseSurveys = needsAnyOf(['survey'], NO_COMPANY);

/** The company's words to review before a submit: HR running surveys, or reading their results, may edit them. */
export const mayEditWording = needsAnyOf(['survey', 'feedback'], NO_COMPANY);

/** What every employee may do as a rater, whatever their areas: only a company is needed. */
export async function aRater(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null) throw forbidden(NO_COMPANY);
}
