import type { Db } from '../client';

// SCAFFOLD: replaced by the helper that owns this file.
export function dashboardRepository(_db: Db, _companyId: number) {
  return {};
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
