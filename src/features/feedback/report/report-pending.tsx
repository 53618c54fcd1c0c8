import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { ArrowLeftIcon, FileTextIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
  notFound: NotFound;
}

interface NotFound {
  title: string;
  text: string;
  back: { to: string; label: string };
}

/** A report before it is there: loading, its survey still open, not found, forbidden, or failed with a retry. */
export function ReportPending({ status, error, onRetry, notFound }: ReportPendingProps) {
  const { t } = useTranslation('feedback');
  const back = (
    <Button asChild>
      <Link to={notFound.back.to}>{notFound.back.label}</Link>
    </Button>
  );
  if (status === 'loading') {
    return <LoadingCard text={t('pending.loading')} />;
  }
  if (status === 'resultsPending') {
    return <ResultsPendingState detail={error?.detail} headingLevel="h2" actions={back} />;
  }
  if (error?.status === 404) {
    return (
      <EmptyState icon={<FileTextIcon width="32" height="32" aria-hidden="true" />} title={notFound.title} headingLevel="h2" actions={back}>
        {notFound.text}
      </EmptyState>
    );
  }
  if (error?.status === 403) {
    return <FailureCallout lines={[t('pending.forbidden'), t('askPermission')]} />;
  }
  return <LoadFailedCallout line={t('pending.failed')} error={error} onRetry={onRetry} />;
}

/** The link above a report page, back to where it was opened from. */
export function ReportBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="1" mb="3">
      <Link to={to}>
        <ArrowLeftIcon /> {children}
      </Link>
    </Button>
  );
}

interface PendingReportPageProps extends Omit<ReportPendingProps, 'status'> {
  status: ReportStatus;
  /** The back link above it. */
  back: ReactNode;
}

/** A report page without its report (yet): the back link, then why. */
export function PendingReportPage({ back, status, ...pending }: PendingReportPageProps) {
  return (
    <>
      {back}
      <ReportPending status={status === 'ready' ? 'loading' : status} {...pending} />
    </>
  );
}

/** Not a report's address at all: the same look as a report that is not there. */
const NOT_AN_ADDRESS: Failure = { kind: 'http', status: 404, message: 'Request failed with status code 404' };

/** A report page whose address names no report. */
export function NoReportAtAddress({ back, notFound }: { back: ReactNode; notFound: NotFound }) {
  return <PendingReportPage back={back} status="failed" error={NOT_AN_ADDRESS} onRetry={() => {}} notFound={notFound} />;
}
