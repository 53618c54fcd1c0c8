import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, Flex } from '@radix-ui/themes';
import { CounterClockwiseClockIcon, DownloadIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('audit');
  useDocumentTitle(t('page.title'));
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
      toast({ title: t('page.retentionSaved'), description: t('page.retentionSavedHint') });
      log.send({ type: 'reload' });
    });
    return () => sub.unsubscribe();
  }, [settings, log, toast, t]);
  useEffect(() => {
    if (exporter.status === 'success') toast({ title: t('page.exported'), description: t('page.exportedHint') });
  }, [exporter.status, toast, t]);

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
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button onClick={() => exporter.submit(filters)} loading={exporter.busy} disabled={exporter.busy}>
            <DownloadIcon /> {t('page.export')}
          </Button>
        }
      />
      <Flex direction="column" gap="4">
        {exporter.status === 'failure' && exporter.error && (
          <FailureCallout
            lines={[t('page.exportFailed'), ...failureSummary(exporter.error)]}
            onDismiss={exporter.clearErrors}
            action={
              <Button size="1" onClick={exporter.retry}>
                {t('page.retry')}
              </Button>
            }
          />
        )}
        <Box>
          <AuditLogFilterBar filters={filters} actors={actors} onChange={update} onKind={setKind} onClear={clear} />
          {loading && <LoadingCard text={t('page.loading')} />}
          {status === 'failed' && <LoadFailedCallout line={t('page.loadFailed')} error={error} onRetry={() => log.send({ type: 'retry' })} />}
          {!loading && status !== 'failed' && entries.length === 0 && (
            <EmptyState
              icon={<CounterClockwiseClockIcon width="32" height="32" aria-hidden="true" />}
              headingLevel="h2"
              title={hasFilters(filters) ? t('page.noMatch') : t('page.empty')}
              actions={
                hasFilters(filters) ? (
                  <Button variant="soft" onClick={clear}>
                    {t('page.clearFilters')}
                  </Button>
                ) : undefined
              }
            >
              {hasFilters(filters) ? t('page.noMatchHint') : t('page.emptyHint')}
            </EmptyState>
          )}
          {!loading && entries.length > 0 && (
            <Flex direction="column" gap="3">
              <AuditLogTable entries={entries} />
              {status === 'moreFailed' && error && (
                <FailureCallout
                  lines={[t('page.olderFailed'), ...failureSummary(error)]}
                  onDismiss={() => log.send({ type: 'clearErrors' })}
                  action={
                    <Button size="1" onClick={() => log.send({ type: 'retry' })}>
                      {t('page.retry')}
                    </Button>
                  }
                />
              )}
              {hasMore && status !== 'moreFailed' && (
                <Flex justify="center">
                  <Button variant="soft" onClick={() => log.send({ type: 'more' })} loading={status === 'loadingMore'}>
                    {t('page.showOlder')}
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
