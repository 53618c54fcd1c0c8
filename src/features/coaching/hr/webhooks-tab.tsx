import { useEffect, useState } from 'react';
import { AlertDialog, Badge, Button, Flex, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { Link2Icon, Pencil1Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { ResourceSnapshot, ResourceStatus } from '../../../../machines/resource.machine';
import type { WebhookEndpoint, WebhookInput } from '../../../../schemas/coaching';
import { DialogButtons } from '../../../components/alert-dialog-parts';
import { EmptyState } from '../../../components/empty-state';
import { FailureCallout } from '../../../components/failure-callout';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { LoadingCard } from '../../../components/loading-card';
import { ScrollTable } from '../../../components/scroll-table';
import { useToast } from '../../../components/toast';
import { failureSummary } from '../../../lib/error-messages';
import { useOnEnter } from '../../../lib/use-on-enter';
import { useRequest } from '../../../lib/use-request';
import { DeliveriesDialog } from './deliveries-dialog';
import { liveWebhookEndpoints, livePing, type DeliveriesMachine, type PingMachine, type WebhookEndpointsMachine } from './hr-coaching-flows';
import { SecretCallout } from './secret-callout';
import { WebhookFormDialog } from './webhook-form-dialog';

export interface WebhooksTabFlows {
  endpoints?: WebhookEndpointsMachine;
  endpointsSnapshot?: ResourceSnapshot<WebhookEndpoint, WebhookInput>;
  ping?: PingMachine;
  deliveries?: DeliveriesMachine;
  deliveriesSnapshot?: SnapshotFrom<DeliveriesMachine>;
}

export type WebhookDialog =
  | { kind: 'create' }
  | { kind: 'edit'; endpoint: WebhookEndpoint }
  | { kind: 'delete'; endpoint: WebhookEndpoint }
  | { kind: 'log'; endpoint: WebhookEndpoint }
  | null;

/** Outside providers' webhook endpoints: add (the secret shown once), edit, remove, a test event, each one's delivery log. */
export function WebhooksTab({ flows = {}, initialDialog = null }: { flows?: WebhooksTabFlows; initialDialog?: WebhookDialog }) {
  const { t } = useTranslation('coaching');
  const actor = useActorRef(flows.endpoints ?? liveWebhookEndpoints, flows.endpointsSnapshot ? { snapshot: flows.endpointsSnapshot } : undefined);
  const status = useSelector(actor, (s) => s.value as ResourceStatus);
  const endpoints = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const write = useSelector(actor, (s) => s.context.write);
  const busy = useSelector(actor, (s) => s.hasTag('writing'));
  const ping = useRequest(flows.ping ?? livePing);
  const [dialog, setDialog] = useState<WebhookDialog>(initialDialog);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const toast = useToast();

  useEffect(() => {
    const subscription = actor.on('written', ({ write: done, item }) => {
      // The one moment the secret is readable: kept on screen until dismissed.
      if (done.kind === 'create' && item?.secret) setSecret({ url: item.url, secret: item.secret });
      const title = done.kind === 'create' ? t('webhooks.added') : done.kind === 'delete' ? t('webhooks.removed') : t('hr.changesSaved');
      toast({ title, description: item?.url ?? '' });
      setDialog(null);
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);
  useOnEnter(ping.status, 'success', () => toast({ title: t('webhooks.pinged'), description: t('webhooks.pingedText') }));

  const close = () => {
    setDialog(null);
    actor.send({ type: 'clearErrors' });
  };
  const failedWrite = (kind: 'form' | 'delete') => (status === 'failed' && write && (kind === 'delete') === (write.kind === 'delete') ? error : null);
  const deleteFailure = failedWrite('delete');
  const add = (
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <PlusIcon /> {t('webhooks.add')}
    </Button>
  );

  let body;
  if (status === 'loading') body = <LoadingCard text={t('webhooks.loading')} />;
  else if (status === 'loadFailed') body = <LoadFailedCallout line={t('webhooks.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (endpoints.length === 0)
    body = (
      <EmptyState icon={<Link2Icon width="28" height="28" aria-hidden="true" />} title={t('webhooks.empty')} actions={add}>
        {t('webhooks.emptyHint')}
      </EmptyState>
    );
  else
    body = (
      <ScrollTable label={t('webhooks.label')} variant="surface" stack>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('webhooks.endpoint')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('webhooks.events')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('hr.status')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <span className="visually-hidden">{t('hr.actions')}</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {endpoints.map((e) => (
            <Table.Row key={e.id} align="center">
              <Table.RowHeaderCell>
                <Flex direction="column">
                  <Text weight="medium" style={{ wordBreak: 'break-all' }}>
                    {e.url}
                  </Text>
                  {e.description && (
                    <Text size="1" color="gray" dir="auto">
                      {e.description}
                    </Text>
                  )}
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>{e.events.length === 1 ? e.events[0] : t('webhooks.eventCount', { count: e.events.length })}</Table.Cell>
              <Table.Cell>
                <Badge color={e.active ? 'green' : 'gray'} variant="soft">
                  {e.active ? t('webhooks.active') : t('webhooks.paused')}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Flex gap="2" justify="end" align="center" wrap="wrap">
                  <Button size="1" variant="soft" onClick={() => setDialog({ kind: 'log', endpoint: e })}>
                    {t('webhooks.log')}
                  </Button>
                  <Button
                    size="1"
                    variant="soft"
                    loading={ping.busy && ping.input === e.id}
                    disabled={ping.busy}
                    onClick={() => ping.submit(e.id)}
                    aria-label={t('webhooks.testLabel', { url: e.url })}
                  >
                    {t('webhooks.test')}
                  </Button>
                  <Tooltip content={t('hr.edit')}>
                    <IconButton
                      size="1"
                      variant="ghost"
                      aria-label={t('hr.editNamed', { name: e.url })}
                      onClick={() => setDialog({ kind: 'edit', endpoint: e })}
                    >
                      <Pencil1Icon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip content={t('hr.remove')}>
                    <IconButton
                      size="1"
                      variant="ghost"
                      color="red"
                      aria-label={t('hr.removeNamed', { name: e.url })}
                      onClick={() => setDialog({ kind: 'delete', endpoint: e })}
                    >
                      <TrashIcon />
                    </IconButton>
                  </Tooltip>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    );

  return (
    <Flex direction="column" gap="3">
      {endpoints.length > 0 && (
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="2" color="gray">
            {t('webhooks.intro')}
          </Text>
          {add}
        </Flex>
      )}
      {secret && <SecretCallout url={secret.url} secret={secret.secret} onDismiss={() => setSecret(null)} />}
      {ping.status === 'failure' && ping.error && <FailureCallout lines={[t('webhooks.pingFailed'), ...failureSummary(ping.error)]} onDismiss={ping.reset} />}
      {status === 'refreshFailed' && (
        <FailureCallout
          lines={[t('hr.refreshFailed')]}
          action={
            <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'retry' })}>
              {t('hr.refresh')}
            </Button>
          }
        />
      )}
      {body}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <WebhookFormDialog
          endpoint={dialog.kind === 'edit' ? dialog.endpoint : null}
          busy={busy}
          error={failedWrite('form')}
          onSave={(values) =>
            dialog.kind === 'edit' ? actor.send({ type: 'update', id: dialog.endpoint.id, values }) : actor.send({ type: 'create', values })
          }
          onDismissErrors={() => actor.send({ type: 'clearErrors' })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <AlertDialog.Root open onOpenChange={(open) => !open && !busy && close()}>
          <AlertDialog.Content maxWidth="500px">
            <AlertDialog.Title>{t('webhooks.removeTitle')}</AlertDialog.Title>
            <AlertDialog.Description size="2">{t('webhooks.removeText', { url: dialog.endpoint.url })}</AlertDialog.Description>
            {deleteFailure && (
              <Flex mt="3" direction="column">
                <FailureCallout lines={failureSummary(deleteFailure)} />
              </Flex>
            )}
            <DialogButtons busy={busy}>
              <Button color="red" loading={busy} disabled={busy} onClick={() => actor.send({ type: 'delete', id: dialog.endpoint.id })}>
                {t('webhooks.removeSubmit')}
              </Button>
            </DialogButtons>
          </AlertDialog.Content>
        </AlertDialog.Root>
      )}
      {dialog?.kind === 'log' && (
        <DeliveriesDialog endpoint={dialog.endpoint} logic={flows.deliveries} snapshot={flows.deliveriesSnapshot} onClose={() => setDialog(null)} />
      )}
    </Flex>
  );
}
