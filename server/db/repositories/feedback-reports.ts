import type { Db } from '../client';

// SCAFFOLD: replaced by the helper that owns this file.
export function feedbackReportsRepository(_db: Db, _companyId: number) {
  return {};
}
export type FeedbackReportsRepository = ReturnType<typeof feedbackReportsRepository>;
