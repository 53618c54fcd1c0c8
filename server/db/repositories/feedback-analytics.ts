import type { Db } from '../client';

// SCAFFOLD: replaced by the helper that owns this file.
export function feedbackAnalyticsRepository(_db: Db, _companyId: number) {
  return {};
}
export type FeedbackAnalyticsRepository = ReturnType<typeof feedbackAnalyticsRepository>;
