import type { Db } from '../client';

// SCAFFOLD: replaced by the helper that owns this file.
export function surveysRepository(_db: Db, _companyId: number) {
  return {};
}
export type SurveysRepository = ReturnType<typeof surveysRepository>;
