import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, Flex } from '@radix-ui/themes';
import { CounterClockwiseClockIcon, DownloadIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { AuditLogExportMachine } from '../../../machines/audit-log-export.machine';
import type { AuditSettingsMachine, AuditSettingsSnapshot } from '../../../machines/audit-log-settings.machine';
import type { AuditLogMachine, AuditLogSnapshot, AuditLogStatus } from '../../../machines/audit-log.machine';
import { EmptyState } from '../../components/empty-state';
import { FailureCallout } from '../../components/failure-callout';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast/index';
import { actorParts } from '../../lib/audit-format';
import { failureSummary } from '../../lib/error-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequest } from '../../lib/use-request';
import { AuditLogFilterBar } from './audit-log-filter-bar';
import { hasFilters, useAuditLogFilters } from './audit-log-filters';
import { liveAuditExport, liveAuditLog, liveAuditSettings } from './audit-log-flows';
import { AuditLogTable } from './audit-log-table';
import { RetentionCard } from './retention-card';
import { LoadingCard } from '../../components/loading-card';
import { LoadFailedCallout } from '../../components/load-failed-callout';

/** Machines and starting states a story gives the page instead of the live ones. */
interface AuditLogFlows {
  log?: AuditLogMachine;
  logSnapshot?: AuditLogSnapshot;
  settings?: AuditSettingsMachine;
  settingsSnapshot?: AuditSettingsSnapshot;
  exporter?: AuditLogExportMachine;
}

/** /portrayal/admin/audit-log: every recorded change, filtered as the address says, its CSV, and how long it is kept. */
export function AuditLogPage({ flows = {} }: { flows?: AuditLogFlows }) {
  useDocumentTitle('Audit log');
  const toast = useToast();
  const { filters, update, setKind, clear } = useAuditLogFilters();
  const log = useActorRef(flows.log ?? liveAuditLog, { input: { filters }, snapshot: flows.logSnapshot });
  const settings = useActorRef(flows.settings ?? liveAuditSettings, { snapshot: flows.settingsSnapshot });
  const exporter = useRequest(flows.exporter ?? liveAuditExport);
  const status = useSelector(log, (s) => s.value as AuditLogStatus);
  const entries = useSelector(log, (s) => s.context.entries);
  const hasMore = useSelector(log, (s) => s.context.next !== null);
  const error = useSelector(log, (s) => s.context.error);

  // The address leads, so back and forward change the filter.
  useEffect(() => log.send({ type: 'filter', filters }), [log, filters]);
  // A new retention is itself an entry: say it went through, and show it.
  useEffect(() => {
    const sub = settings.on('saved', () => {
      toast({ title: 'Retention saved', description: 'Older entries are removed once a day.' });
      log.send({ type: 'reload' });
    });
    return () => sub.unsubscribe();
  }, [settings, log, toast]);
  useEffect(() => {
    if (exporter.status === 'success') toast({ title: 'Audit log exported', description: 'The CSV is in your downloads.' });
  }, [exporter.status, toast]);

  // Everyone the log has shown, to pick as "Who": kept across filters, so choosing one does not empty the list.
  const seen = useRef(new Map<number, string>());
  const actors = useMemo(() => {
    for (const e of entries) if (e.actor_user_id !== null) seen.current.set(e.actor_user_id, actorParts(e.actor).name);
    return new Map(seen.current);
  }, [entries]);

  const loading = status === 'loading';
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who changed what, when, and from which address."
        actions={
          <Button onClick={() => exporter.submit(filters)} loading={exporter.busy} disabled={exporter.busy}>
            <DownloadIcon /> Export CSV
          </Button>
        }
      />
      <Flex direction="column" gap="4">
        {exporter.status === 'failure' && exporter.error && (
          <FailureCallout
            lines={['The export could not be downloaded.', ...failureSummary(exporter.error)]}
            onDismiss={exporter.clearErrors}
            action={
              <Button size="1" onClick={exporter.retry}>
                Retry
              </Button>
            }
          />
        )}
        <Box>
          <AuditLogFilterBar filters={filters} actors={actors} onChange={update} onKind={setKind} onClear={clear} />
          {loading && <LoadingCard text="Loading the audit log…" />}
          {status === 'failed' && <LoadFailedCallout line={'The audit log could not be loaded.'} error={error} onRetry={() => log.send({ type: 'retry' })} />}
          {!loading && status !== 'failed' && entries.length === 0 && (
            <EmptyState
              icon={<CounterClockwiseClockIcon width="32" height="32" aria-hidden="true" />}
              headingLevel="h2"
              title={hasFilters(filters) ? 'No entries match these filters' : 'Nothing recorded yet'}
              actions={
                hasFilters(filters) ? (
                  <Button variant="soft" onClick={clear}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            >
              {hasFilters(filters)
                ? 'Widen the dates or choose another person or kind of change.'
                : 'Changes to people, permissions, surveys, reports and settings appear here as they are made.'}
            </EmptyState>
          )}
          {!loading && entries.length > 0 && (
            <Flex direction="column" gap="3">
              <AuditLogTable entries={entries} />
              {status === 'moreFailed' && error && (
                <FailureCallout
                  lines={['Older entries could not be loaded.', ...failureSummary(error)]}
                  onDismiss={() => log.send({ type: 'clearErrors' })}
                  action={
                    <Button size="1" onClick={() => log.send({ type: 'retry' })}>
                      Retry
                    </Button>
                  }
                />
              )}
              {hasMore && status !== 'moreFailed' && (
                <Flex justify="center">
                  <Button variant="soft" onClick={() => log.send({ type: 'more' })} loading={status === 'loadingMore'}>
                    Show older entries
                  </Button>
                </Flex>
              )}
            </Flex>
          )}
        </Box>
        <Box maxWidth="520px">
          <RetentionCard actor={settings} />
        </Box>
      </Flex>
    </>
  );
}
