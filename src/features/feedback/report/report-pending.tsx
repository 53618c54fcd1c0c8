import type { ReactNode } from 'react';
import { Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { FileTextIcon } from '@radix-ui/react-icons';
import type { Failure } from '../../../../machines/failure';
import { failureSummary } from '../../../lib/error-messages';
import { EmptyState } from '../../../components/empty-state';
import { FailureCallout } from '../../../components/failure-callout';
import { ResultsPendingState } from './results-pending-state';
import type { ReportStatus } from './use-report';

interface ReportPendingProps {
  status: Exclude<ReportStatus, 'ready'>;
  error: Failure | null;
  onRetry(): void;
  /** What a 404 means here, with the way back (offered too while the results are pending). */
  notFound: { title: string; text: string; action: ReactNode };
}

/** A report before it is there: loading, its survey still open, not found, forbidden, or failed with a retry. */
export function ReportPending({ status, error, onRetry, notFound }: ReportPendingProps) {
  if (status === 'loading') {
    return (
      <Card size="3">
        <Flex align="center" justify="center" gap="2" py="8" role="status">
          <Spinner />
          <Text color="gray" size="2">
            Loading the report…
          </Text>
        </Flex>
      </Card>
    );
  }
  if (status === 'resultsPending') {
    return <ResultsPendingState detail={error?.detail} headingLevel="h2" actions={notFound.action} />;
  }
  if (error?.status === 404) {
    return (
      <EmptyState icon={<FileTextIcon width="32" height="32" aria-hidden="true" />} title={notFound.title} headingLevel="h2" actions={notFound.action}>
        {notFound.text}
      </EmptyState>
    );
  }
  if (error?.status === 403) {
    return <FailureCallout lines={['You may not see feedback reports.', 'Ask your company admin for the Feedback permission.']} />;
  }
  return (
    <FailureCallout
      lines={['The report could not be loaded.', ...(error ? failureSummary(error) : [])]}
      action={
        <Button size="1" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
