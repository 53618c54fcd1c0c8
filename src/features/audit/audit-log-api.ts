import type { AuditLogFilters } from '../../../machines/audit-log.machine';
import type { AuditLogPage, AuditSettings } from '../../../schemas/audit-log';
import { api, type Signal } from '../../lib/api';

/** The audit log's calls (admins only). Machines never import this file: the live flows wire these in as actors. */
export const auditLogApi = {
  page: (filters: AuditLogFilters, before: number | undefined, { signal }: Signal = {}) =>
    api.get<AuditLogPage>('/api/audit-log/', { signal, query: { ...filters, before } }),
  /** Every entry the filters keep, as CSV. */
  export: (filters: AuditLogFilters, { signal }: Signal = {}) => api.download('/api/audit-log/export/', { signal, query: filters }),
  settings: ({ signal }: Signal = {}) => api.get<AuditSettings>('/api/audit-log/settings/', { signal }),
  saveSettings: (settings: AuditSettings) => api.put<AuditSettings>('/api/audit-log/settings/', settings),
};
