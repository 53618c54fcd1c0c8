import type { ReactNode } from 'react';
import { FileTextIcon } from '@radix-ui/react-icons';
import type { Failure } from '../../../../machines/failure';
import { EmptyState } from '../../../components/empty-state';
import { FailureCallout } from '../../../components/failure-callout';
import { ResultsPendingState } from './results-pending-state';
import type { ReportStatus } from './use-report';
import { LoadingCard } from '../../../components/loading-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

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
    return <LoadingCard text="Loading the report…" />;
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
  return <LoadFailedCallout line={'The report could not be loaded.'} error={error} onRetry={onRetry} />;
}
