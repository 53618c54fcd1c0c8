import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../../../../machines/failure';
import type { RequestStatus } from '../../../../machines/request.machine';
import { useRequest } from '../../../lib/use-request';
import type { RaterSurveysMachine } from './list-flows';
import { LoadingCard } from '../../../components/loading-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

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
  const { t } = useTranslation('survey');
  if (status === 'failure') {
    return <LoadFailedCallout line={t('answer.list.loadFailed')} error={error} onRetry={onRetry} />;
  }
  return <LoadingCard text={t('answer.list.loading')} />;
}
