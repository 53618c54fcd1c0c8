import { useEffect } from 'react';
import { Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import type { RequestStatus } from '../../../../machines/request.machine';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import { useRequest } from '../../../lib/use-request';
import type { RaterSurveysMachine } from './list-flows';

/** What a story gives a list page instead of the live read: a machine, or a state to start in. */
export interface RaterListFlows {
  list?: RaterSurveysMachine;
  snapshot?: SnapshotFrom<RaterSurveysMachine>;
}

/** Reads one rater list as the page opens. */
export function useRaterList(live: RaterSurveysMachine, flows: RaterListFlows) {
  const list = useRequest(flows.list ?? live, flows.snapshot);
  const { status, submit } = list;
  useEffect(() => {
    if (status === 'idle') submit();
  }, [status, submit]);
  return list;
}

interface ListPendingProps {
  status: RequestStatus;
  error: Failure | null;
  onRetry(): void;
}

/** The list before it is there: loading, or failed with a retry. */
export function ListPending({ status, error, onRetry }: ListPendingProps) {
  if (status === 'failure') {
    return (
      <FailureCallout
        lines={['Your surveys could not be loaded.', ...(error ? failureSummary(error) : [])]}
        action={
          <Button size="1" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <Card size="3">
      <Flex align="center" justify="center" gap="2" py="8" role="status">
        <Spinner />
        <Text color="gray" size="2">
          Loading your surveys…
        </Text>
      </Flex>
    </Card>
  );
}
