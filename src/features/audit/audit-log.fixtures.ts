import { fromPromise } from 'xstate';
import { auditLogExportMachine } from '../../../machines/audit-log-export.machine';
import { auditSettingsMachine } from '../../../machines/audit-log-settings.machine';
import { auditLogMachine } from '../../../machines/audit-log.machine';
import type { Failure } from '../../../machines/failure';
import type { AuditLogEntry, AuditSettings } from '../../../schemas/audit-log';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const hana = { actor_user_id: 1, actor: 'Hana Okafor <hana.okafor@northwind-demo.com>', ip: '203.0.113.24' };
const luis = { actor_user_id: 4, actor: 'Luis Romero <luis.romero@northwind-demo.com>', ip: '198.51.100.7' };
const seat = (rater: string, relationship: string) => ({ ratee: 'Priya Raman', rater, relationship });

/** A company's recent log: raters, a survey's dates, a person moved and renamed, permissions, a download, the retention. */
export const auditEntries: AuditLogEntry[] = [
  {
    id: 58,
    at: hoursAgo(0.3),
    ...hana,
    action: 'survey.raters.add',
    entity: 'survey',
    entity_id: '7',
    survey_id: 7,
    before: null,
    after: { raters: [seat('Aiko Tanaka', 'peer')] },
  },
  {
    id: 57,
    at: hoursAgo(0.3),
    ...hana,
    action: 'survey.raters.remove',
    entity: 'survey',
    entity_id: '7',
    survey_id: 7,
    before: { raters: [seat('Tom Becker', 'peer')] },
    after: null,
  },
  {
    id: 55,
    at: hoursAgo(2),
    ...luis,
    action: 'survey.update',
    entity: 'survey',
    entity_id: '7',
    survey_id: 7,
    before: { end_date: '2026-03-31', anonymity_threshold: 3 },
    after: { end_date: '2026-04-15', anonymity_threshold: 4 },
  },
  {
    id: 51,
    at: hoursAgo(5),
    ...hana,
    action: 'employee.move',
    entity: 'employee',
    entity_id: '31',
    survey_id: null,
    before: { name: 'Priya Raman', manager: 'Sofia Marquez', parent_id: 12 },
    after: { manager: 'Hiroshi Tanaka', parent_id: 18 },
  },
  {
    id: 50,
    at: hoursAgo(5),
    ...hana,
    action: 'employee.update',
    entity: 'employee',
    entity_id: '31',
    survey_id: null,
    before: { name: 'Priya Raman', designation: 'Analyst' },
    after: { designation: 'Senior analyst' },
  },
  {
    id: 44,
    at: hoursAgo(26),
    ...luis,
    action: 'permissions.change',
    entity: 'permissions',
    entity_id: '9',
    survey_id: null,
    before: { name: 'Olivia Brown', survey: false },
    after: { survey: true },
  },
  {
    id: 41,
    at: hoursAgo(30),
    ...hana,
    action: 'report.export',
    entity: 'report',
    entity_id: '4:31',
    survey_id: 4,
    before: null,
    after: { ratee: 'Priya Raman', format: 'pdf' },
  },
  {
    id: 38,
    at: hoursAgo(50),
    ...hana,
    action: 'settings.audit_retention',
    entity: 'settings',
    entity_id: '1',
    survey_id: null,
    before: { audit_retention_days: 730 },
    after: { audit_retention_days: 365 },
  },
];

export interface FakeAuditServer {
  entries?: AuditLogEntry[];
  /** Entries older than these: a second page, for "Show older entries". */
  older?: AuditLogEntry[];
  retention?: number;
  fail?: Partial<Record<'log' | 'settings' | 'save' | 'export', Failure>>;
  /** Never answers. */
  loading?: 'log' | 'settings';
}

const never = () => new Promise<never>(() => undefined);

/** The page's three machines against an in-memory log; the log filters by action and entity as the server does. */
export function fakeAuditServer({ entries = auditEntries, older = [], retention = 365, fail = {}, loading }: FakeAuditServer = {}) {
  let stored: AuditSettings = { audit_retention_days: retention };
  const log = auditLogMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input }) => {
        if (loading === 'log') return never();
        if (fail.log) throw fail.log;
        const { action, entity, actor } = input.filters;
        const keep = (e: AuditLogEntry) =>
          (!action || e.action === action || e.action.startsWith(`${action}.`)) && (!entity || e.entity === entity) && (!actor || e.actor_user_id === actor);
        if (input.before !== undefined) return { results: older.filter(keep), next: null };
        return { results: entries.filter(keep), next: older.length ? entries[entries.length - 1]!.id : null };
      }),
    },
  });
  const settings = auditSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => {
        if (loading === 'settings') return never();
        if (fail.settings) throw fail.settings;
        return stored;
      }),
      saveSettings: fromPromise(async ({ input }) => {
        if (fail.save) throw fail.save;
        stored = input.settings;
        return stored;
      }),
    },
  });
  const exporter = auditLogExportMachine.provide({
    actors: {
      request: fromPromise(async () => {
        if (fail.export) throw fail.export;
      }),
    },
  });
  return { log, settings, exporter };
}
