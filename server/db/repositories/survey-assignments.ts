import type { Db } from '../client';

// SCAFFOLD: replaced by the helper that owns this file.
export function surveyAssignmentsRepository(_db: Db, _companyId: number) {
  return {};
}
export type SurveyAssignmentsRepository = ReturnType<typeof surveyAssignmentsRepository>;
