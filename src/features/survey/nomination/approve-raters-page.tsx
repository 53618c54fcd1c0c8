import { useMemo } from 'react';
import { Flex } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { keyOf, type ApprovalKey, type NominationApprovalMachine, type NominationApprovalSnapshot } from '../../../../machines/nomination-approval.machine';
import { EmptyState } from '../../../components/empty-state';
import { FailureCallout } from '../../../components/failure-callout';
import { PageHeader } from '../../../components/page-header';
import { failureSummary } from '../../../lib/error-messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApprovalCard } from './approval-card';
import { liveApproval, type ColleagueSearchMachine, type TreeSuggestionsMachine } from './nomination-flows';
import './nomination.css';
import { LoadingCard } from '../../../components/loading-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

interface ApproveRatersFlows {
  approval?: NominationApprovalMachine;
  snapshot?: NominationApprovalSnapshot;
  search?: ColleagueSearchMachine;
  suggestions?: TreeSuggestionsMachine;
}

/** `?survey=&ratee=`: HR stepping in on one ratee's list from the survey page. */
function useOnly(): ApprovalKey | null {
  const [params] = useSearchParams();
  return useMemo(() => {
    const survey = Number(params.get('survey'));
    const ratee = Number(params.get('ratee'));
    return Number.isInteger(survey) && survey > 0 && Number.isInteger(ratee) && ratee > 0 ? { survey, ratee } : null;
  }, [params]);
}

/** /portrayal/nomination-approvals: the lists of raters waiting for the signed-in approver. */
export function ApproveRatersPage({ flows = {} }: { flows?: ApproveRatersFlows }) {
  const { t } = useTranslation('survey');
  useDocumentTitle(t('nomination.approvePage.title'));
  const only = useOnly();
  const actor = useActorRef(flows.approval ?? liveApproval, flows.snapshot ? { snapshot: flows.snapshot, input: only } : { input: only });
  const status = useSelector(actor, (s) => s.value);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const nominations = useSelector(actor, (s) => s.context.nominations);
  const rows = useSelector(actor, (s) => s.context.rows);
  const error = useSelector(actor, (s) => s.context.error);

  let body;
  if (status === 'loading') {
    body = <LoadingCard text={t('nomination.approvePage.loading')} />;
  } else if (status === 'failed') {
    body = <LoadFailedCallout line={t('nomination.approvePage.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  } else if (nominations.length === 0) {
    body = (
      <EmptyState icon={<CheckCircledIcon width="32" height="32" aria-hidden="true" />} title={t('nomination.approvePage.emptyTitle')}>
        {t('nomination.approvePage.emptyText')}
      </EmptyState>
    );
  } else {
    body = (
      <Flex direction="column" gap="4">
        {error && (
          <FailureCallout lines={[t('nomination.approvePage.notSaved'), ...failureSummary(error)]} onDismiss={() => actor.send({ type: 'clearErrors' })} />
        )}
        {nominations.map((n) => (
          <ApprovalCard
            key={keyOf(n)}
            nomination={n}
            rows={rows[keyOf(n)] ?? []}
            actor={actor}
            busy={busy}
            search={flows.search}
            suggestions={flows.suggestions}
          />
        ))}
      </Flex>
    );
  }
  return (
    <>
      <PageHeader title={t('nomination.approvePage.title')} description={t('nomination.approvePage.description')} />
      {body}
    </>
  );
}
