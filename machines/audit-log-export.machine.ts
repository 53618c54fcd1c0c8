import type { AuditLogFilters } from './audit-log.machine';
import { createRequestMachine } from './request.machine';

/** "Export CSV": the generic request chart, the download of every entry the screen's filters keep as its effect. */
export const auditLogExportMachine = createRequestMachine<AuditLogFilters, void>('auditLogExport');
export type AuditLogExportMachine = typeof auditLogExportMachine;
