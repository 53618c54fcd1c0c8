import { Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DevelopmentPlanState } from './use-development-plan';
import { failureSummary } from '../../../lib/error-messages';
import { FailureCallout } from '../../../components/failure-callout';
import { StaleEditCallout } from '../../../components/stale-edit-callout';

/** The plan loading: a spinner in a card, said aloud. */
export function PlanLoading({ label }: { label: string }) {
  return (
    <Card size="2">
      <Flex align="center" justify="center" gap="2" py="6" role="status">
        <Spinner />
        <Text color="gray" size="2">
          {label}
        </Text>
      </Flex>
    </Card>
  );
}

/**
 * The failures shown beside the list (those of a dialog show in it): the load, a status
 * change (refused as stale too), and a list that could not be reloaded after a change that went through.
 */
export function PlanCallouts({ plan }: { plan: DevelopmentPlanState }) {
  const { t } = useTranslation('feedback');
  const { status, error, send, dialog } = plan;
  // A status change refused as stale (412); an edit's or a delete's shows in its dialog.
  if (!dialog && (status === 'stale' || status === 'reloading')) {
    return (
      <StaleEditCallout
        error={error}
        lead={t('plan.callouts.statusNotSaved')}
        busy={status === 'reloading'}
        onReload={() => send({ type: 'reload' })}
        onDismiss={() => send({ type: 'clearErrors' })}
      />
    );
  }
  if (!error) return null;
  const retry = (
    <Button size="1" variant="soft" color="red" onClick={() => send({ type: 'retry' })}>
      {t('tryAgain')}
    </Button>
  );
  if (status === 'loadFailed') return <FailureCallout lines={[t('plan.callouts.loadFailed'), ...failureSummary(error)]} action={retry} />;
  if (status === 'refreshFailed') {
    return <FailureCallout lines={[t('plan.callouts.refreshFailed'), ...failureSummary(error)]} action={retry} />;
  }
  if (status === 'statusFailed') {
    return (
      <FailureCallout lines={[t('plan.callouts.statusFailed'), ...failureSummary(error)]} action={retry} onDismiss={() => send({ type: 'clearErrors' })} />
    );
  }
  return null;
}
