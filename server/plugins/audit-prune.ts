import { pruneAuditLog } from '../audit/retention';
import { dailyJob } from './daily-job';

/** Entries past each company's retention go when a process starts and once a day after; any process may do it. */
export const auditPrunePlugin = dailyJob({
  name: 'audit-prune',
  run: (app) => pruneAuditLog(app.db),
  done: (removed) => (removed ? { fields: { removed }, message: 'audit log pruned' } : null),
  failed: 'audit log not pruned',
});
