import { Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
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
  const { status, error, send, dialog } = plan;
  // A status change refused as stale (412); an edit's or a delete's shows in its dialog.
  if (!dialog && (status === 'stale' || status === 'reloading')) {
    return (
      <StaleEditCallout
        error={error}
        lead="Your status change was not saved."
        busy={status === 'reloading'}
        onReload={() => send({ type: 'reload' })}
        onDismiss={() => send({ type: 'clearErrors' })}
      />
    );
  }
  if (!error) return null;
  const retry = (
    <Button size="1" variant="soft" color="red" onClick={() => send({ type: 'retry' })}>
      Try again
    </Button>
  );
  if (status === 'loadFailed') return <FailureCallout lines={['The development plan could not be loaded.', ...failureSummary(error)]} action={retry} />;
  if (status === 'refreshFailed') {
    return <FailureCallout lines={['Your change was saved, but the plan could not be reloaded.', ...failureSummary(error)]} action={retry} />;
  }
  if (status === 'statusFailed') {
    return (
      <FailureCallout lines={['The status could not be changed.', ...failureSummary(error)]} action={retry} onDismiss={() => send({ type: 'clearErrors' })} />
    );
  }
  return null;
}
