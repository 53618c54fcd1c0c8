import { fromPromise } from 'xstate';
import { auditLogExportMachine } from '../../../machines/audit-log-export.machine';
import { auditSettingsMachine } from '../../../machines/audit-log-settings.machine';
import { auditLogMachine } from '../../../machines/audit-log.machine';
import { saveBlob } from '../../lib/save-blob';
import { auditLogApi } from './audit-log-api';

/** The log a page at a time, for the filters in the address. */
export const liveAuditLog = auditLogMachine.provide({
  actors: { fetchPage: fromPromise(({ input, signal }) => auditLogApi.page(input.filters, input.before, { signal })) },
});

/** How long entries are kept. */
export const liveAuditSettings = auditSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => auditLogApi.settings({ signal })),
    saveSettings: fromPromise(({ input }) => auditLogApi.saveSettings(input.settings)),
  },
});

/** Export CSV: the same filters, handed to the browser as a file. */
export const liveAuditExport = auditLogExportMachine.provide({
  actors: {
    request: fromPromise(async ({ input, signal }) => {
      const { blob, filename } = await auditLogApi.export(input, { signal });
      saveBlob(blob, filename ?? 'audit-log.csv');
    }),
  },
});
