import { useEffect } from 'react';
import { Badge, Button, Dialog, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { Cross2Icon, ReloadIcon } from '@radix-ui/react-icons';
import type { SnapshotFrom } from 'xstate';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../schemas/coaching';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { LoadingCard } from '../../../components/loading-card';
import { ScrollTable } from '../../../components/scroll-table';
import { dateTime } from '../../../lib/english-format';
import { useRequest } from '../../../lib/use-request';
import { liveDeliveries, type DeliveriesMachine } from './hr-coaching-flows';

const STATUS: Record<WebhookDelivery['status'], { label: string; color: 'gray' | 'green' | 'red' }> = {
  pending: { label: 'Pending', color: 'gray' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

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
  const log = useRequest(logic ?? liveDeliveries, snapshot);
  const { status, submit } = log;
  useEffect(() => {
    if (status === 'idle') submit(endpoint.id);
  }, [status, submit, endpoint.id]);
  const rows = log.output ?? [];
  let body;
  if (log.status === 'failure') body = <LoadFailedCallout line="The delivery log could not be loaded." error={log.error} onRetry={log.retry} />;
  else if (log.status !== 'success') body = <LoadingCard text="Loading deliveries…" />;
  else if (rows.length === 0)
    body = (
      <Text as="p" size="2" color="gray">
        Nothing has been sent to this endpoint yet. Send a test event to see it here.
      </Text>
    );
  else
    body = (
      <ScrollTable label="Deliveries" variant="surface" size="1">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Event</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Attempts</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Last answer</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Queued</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Delivered / next try</Table.ColumnHeaderCell>
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
                <Badge color={STATUS[d.status].color} variant="soft">
                  {STATUS[d.status].label}
                </Badge>
              </Table.Cell>
              <Table.Cell>{d.attempts}</Table.Cell>
              <Table.Cell>
                <Text color={d.status === 'failed' ? 'red' : undefined}>{lastAnswer(d)}</Text>
              </Table.Cell>
              <Table.Cell>{dateTime(d.created_at)}</Table.Cell>
              <Table.Cell>{d.delivered_at ? dateTime(d.delivered_at) : d.next_attempt_at ? `Next try ${dateTime(d.next_attempt_at)}` : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="960px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>Deliveries to {endpoint.url}</Dialog.Title>
          <Flex gap="3" align="center">
            <Button size="1" variant="soft" onClick={() => submit(endpoint.id)} loading={log.busy} disabled={log.busy}>
              <ReloadIcon /> Refresh
            </Button>
            <Dialog.Close>
              <IconButton variant="ghost" color="gray" aria-label="Close">
                <Cross2Icon />
              </IconButton>
            </Dialog.Close>
          </Flex>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="3">
          Failed deliveries are tried again with growing pauses; the newest come first.
        </Dialog.Description>
        {body}
      </Dialog.Content>
    </Dialog.Root>
  );
}
