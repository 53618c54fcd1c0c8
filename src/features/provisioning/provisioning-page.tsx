import { useEffect, useState } from 'react';
import { AlertDialog, Button, Card, Code, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { LockClosedIcon, PlusIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ResourceSnapshot, ResourceStatus } from '../../../machines/resource.machine';
import type { ScimToken, ScimTokenInput } from '../../../schemas/provisioning';
import { DialogButtons } from '../../components/alert-dialog-parts';
import { EmptyState } from '../../components/empty-state';
import { FailureCallout } from '../../components/failure-callout';
import { LoadFailedCallout } from '../../components/load-failed-callout';
import { LoadingCard } from '../../components/loading-card';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { failureSummary } from '../../lib/error-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { liveScimTokens, type ScimTokensMachine } from './provisioning-flows';
import { ScimTokensTable } from './scim-tokens-table';
import { TokenFormDialog } from './token-form-dialog';
import { TokenSecretCallout } from './token-secret-callout';

export interface ProvisioningFlows {
  tokens?: ScimTokensMachine;
  tokensSnapshot?: ResourceSnapshot<ScimToken, ScimTokenInput>;
}

type Dialog = { kind: 'create' } | { kind: 'revoke'; token: ScimToken } | null;

/** /portrayal/admin/provisioning: what to paste into Okta or Entra ID, and the SCIM tokens (created, shown once, revoked). */
export function ProvisioningPage({ flows = {}, initialDialog = null }: { flows?: ProvisioningFlows; initialDialog?: Dialog }) {
  const { t } = useTranslation('provisioning');
  useDocumentTitle(t('page.title'));
  const actor = useActorRef(flows.tokens ?? liveScimTokens, flows.tokensSnapshot ? { snapshot: flows.tokensSnapshot } : undefined);
  const status = useSelector(actor, (s) => s.value as ResourceStatus);
  const tokens = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const write = useSelector(actor, (s) => s.context.write);
  const busy = useSelector(actor, (s) => s.hasTag('writing'));
  const [dialog, setDialog] = useState<Dialog>(initialDialog);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const toast = useToast();

  useEffect(() => {
    const subscription = actor.on('written', ({ write: done, item }) => {
      // The one moment the secret is readable: kept on screen until dismissed.
      if (done.kind === 'create' && item && 'token' in item) setSecret({ name: item.name, token: item.token });
      toast({ title: done.kind === 'create' ? t('tokens.createdToast') : t('tokens.revoked'), description: item?.name ?? '' });
      setDialog(null);
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);

  const close = () => {
    setDialog(null);
    actor.send({ type: 'clearErrors' });
  };
  const failed = (kind: 'create' | 'delete') => (status === 'failed' && write?.kind === kind ? error : null);
  const revokeFailure = failed('delete');
  const add = (
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <PlusIcon /> {t('tokens.add')}
    </Button>
  );

  let body;
  if (status === 'loading') body = <LoadingCard text={t('tokens.loading')} />;
  else if (status === 'loadFailed') body = <LoadFailedCallout line={t('tokens.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  else if (tokens.length === 0)
    body = (
      <EmptyState icon={<LockClosedIcon width="28" height="28" aria-hidden="true" />} title={t('tokens.empty')} actions={add}>
        {t('tokens.emptyHint')}
      </EmptyState>
    );
  else body = <ScimTokensTable tokens={tokens} onRevoke={(token) => setDialog({ kind: 'revoke', token })} />;

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} actions={tokens.length > 0 ? add : undefined} />
      <Flex direction="column" gap="4">
        <Card size="2">
          <Heading as="h2" size="4" mb="2">
            {t('connect.title')}
          </Heading>
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            <DataList.Item>
              <DataList.Label>{t('connect.baseUrl')}</DataList.Label>
              <DataList.Value>
                <Code style={{ wordBreak: 'break-all' }}>{`${window.location.origin}/scim/v2`}</Code>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('connect.auth')}</DataList.Label>
              <DataList.Value>{t('connect.authValue')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('connect.userName')}</DataList.Label>
              <DataList.Value>{t('connect.userNameValue')}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <Text as="p" size="2" color="gray" mt="3">
            {t('connect.leavers')}
          </Text>
        </Card>
        {secret && <TokenSecretCallout name={secret.name} token={secret.token} onDismiss={() => setSecret(null)} />}
        {status === 'refreshFailed' && <FailureCallout lines={[t('tokens.refreshFailed')]} />}
        {body}
      </Flex>
      {dialog?.kind === 'create' && (
        <TokenFormDialog
          busy={busy}
          error={failed('create')}
          onSave={(values) => actor.send({ type: 'create', values })}
          onDismissErrors={() => actor.send({ type: 'clearErrors' })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <AlertDialog.Root open onOpenChange={(open) => !open && !busy && close()}>
          <AlertDialog.Content maxWidth="500px">
            <AlertDialog.Title>{t('revoke.title', { name: dialog.token.name })}</AlertDialog.Title>
            <AlertDialog.Description size="2">{t('revoke.text')}</AlertDialog.Description>
            {revokeFailure && (
              <Flex mt="3" direction="column">
                <FailureCallout lines={failureSummary(revokeFailure)} />
              </Flex>
            )}
            <DialogButtons busy={busy}>
              <Button color="red" loading={busy} disabled={busy} onClick={() => actor.send({ type: 'delete', id: dialog.token.id })}>
                {t('revoke.submit')}
              </Button>
            </DialogButtons>
          </AlertDialog.Content>
        </AlertDialog.Root>
      )}
    </>
  );
}
