import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http-errors';
import { needsAnyOf } from '../../http/company-access';

const NO_COMPANY = 'A person’s data belongs to a company; a platform superuser has none.';

/** HR handles a person's request for their data: the workforce area (admins hold it). */
export const mayExportPeople = needsAnyOf(['workforce'], NO_COMPANY);

/** Anyone of a company, for their own data. */
export async function aMember(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null) throw forbidden(NO_COMPANY);
}

/** Erasing a person is an admin's alone: holding every area is not enough. */
export async function mayErasePeople(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null) throw forbidden(NO_COMPANY);
  if (req.user.role !== 'admin') throw forbidden();
}
