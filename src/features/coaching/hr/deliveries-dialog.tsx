import { useEffect } from 'react';
import { Badge, Button, Dialog, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { Cross2Icon, ReloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../schemas/coaching';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { LoadingCard } from '../../../components/loading-card';
import { ScrollTable } from '../../../components/scroll-table';
import { dateTime } from '../../../i18n/format';
import { useRequest } from '../../../lib/use-request';
import { liveDeliveries, type DeliveriesMachine } from './hr-coaching-flows';

const STATUS_COLOR: Record<WebhookDelivery['status'], 'gray' | 'green' | 'red'> = { pending: 'gray', delivered: 'green', failed: 'red' };

function lastAnswer(d: WebhookDelivery): string {
  if (d.last_status !== null && d.last_error) return `${d.last_status}: ${d.last_error}`;
  if (d.last_status !== null) return String(d.last_status);
  return d.last_error ?? '—';
}

/** One endpoint's delivery log (GET …/deliveries/): each event, its status, attempts, the receiver's last answer and when. */
export function DeliveriesDialog({
  endpoint,
  logic,
  snapshot,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  logic?: DeliveriesMachine;
  snapshot?: SnapshotFrom<DeliveriesMachine>;
  onClose(): void;
}) {
  const { t } = useTranslation('coaching');
  const log = useRequest(logic ?? liveDeliveries, snapshot);
  const { status, submit } = log;
  useEffect(() => {
    if (status === 'idle') submit(endpoint.id);
  }, [status, submit, endpoint.id]);
  const rows = log.output ?? [];
  let body;
  if (log.status === 'failure') body = <LoadFailedCallout line={t('deliveries.loadFailed')} error={log.error} onRetry={log.retry} />;
  else if (log.status !== 'success') body = <LoadingCard text={t('deliveries.loading')} />;
  else if (rows.length === 0)
    body = (
      <Text as="p" size="2" color="gray">
        {t('deliveries.empty')}
      </Text>
    );
  else
    body = (
      <ScrollTable label={t('deliveries.label')} variant="surface" size="1">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('deliveries.event')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('hr.status')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('deliveries.attempts')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('deliveries.lastAnswer')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('deliveries.queued')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('deliveries.deliveredOrNext')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((d) => (
            <Table.Row key={d.id}>
              <Table.RowHeaderCell>
                <Text size="1" style={{ fontFamily: 'var(--code-font-family)' }}>
                  {d.type}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Badge color={STATUS_COLOR[d.status]} variant="soft">
                  {t(`deliveries.status.${d.status}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{d.attempts}</Table.Cell>
              <Table.Cell>
                <Text color={d.status === 'failed' ? 'red' : undefined}>{lastAnswer(d)}</Text>
              </Table.Cell>
              <Table.Cell>{dateTime(d.created_at)}</Table.Cell>
              <Table.Cell>
                {d.delivered_at ? dateTime(d.delivered_at) : d.next_attempt_at ? t('deliveries.nextTry', { when: dateTime(d.next_attempt_at) }) : '—'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="960px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{t('deliveries.title', { url: endpoint.url })}</Dialog.Title>
          <Flex gap="3" align="center">
            <Button size="1" variant="soft" onClick={() => submit(endpoint.id)} loading={log.busy} disabled={log.busy}>
              <ReloadIcon /> {t('hr.refresh')}
            </Button>
            <Dialog.Close>
              <IconButton variant="ghost" color="gray" aria-label={t('hr.close')}>
                <Cross2Icon />
              </IconButton>
            </Dialog.Close>
          </Flex>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('deliveries.description')}
        </Dialog.Description>
        {body}
      </Dialog.Content>
    </Dialog.Root>
  );
}
