import { Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { Share1Icon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import type { Failure } from '../../../machines/failure';
import { EmptyState } from '../../components/empty-state';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';

export const WORKFORCE_PATH = '/portrayal/admin/workforce';

/** Organization data status pending. */
export function OrgLoading() {
  return (
    <Card size="3">
      <Flex align="center" justify="center" gap="2" py="8" role="status">
        <Spinner />
        <Text color="gray" size="2">
          Loading the organization…
        </Text>
      </Flex>
    </Card>
  );
}

/** Organization data status false; the server's reason and a retry. */
export function OrgLoadFailed({ error, onRetry }: { error: Failure | null; onRetry(): void }) {
  return (
    <FailureCallout
      lines={['The organization could not be loaded.', ...(error ? failureSummary(error) : [])]}
      action={
        <Button size="1" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

/** No employees yet: the tree is drawn from them, and they are added in Workforce. */
export function OrgEmpty() {
  return (
    <EmptyState
      icon={<Share1Icon width="32" height="32" aria-hidden="true" />}
      title="No employees yet"
      headingLevel="h2"
      actions={
        <Button asChild>
          <Link to={WORKFORCE_PATH}>Add or import employees</Link>
        </Button>
      }
    >
      The organization tree is drawn from your employees and their managers. Add people one by one or import a spreadsheet in Workforce, and they will appear
      here.
    </EmptyState>
  );
}
