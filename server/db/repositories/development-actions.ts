import type { Db } from '../client';

// SCAFFOLD: replaced by the helper that owns this file.
export function developmentActionsRepository(_db: Db, _companyId: number) {
  return {};
}
export type DevelopmentActionsRepository = ReturnType<typeof developmentActionsRepository>;
