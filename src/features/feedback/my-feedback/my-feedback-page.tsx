import { Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ReaderIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { MyFeedbackMachine, MyFeedbackSnapshot } from '../../../../machines/my-feedback.machine';
import { MyDevelopmentPlan } from '../development-plan/my-development-plan';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TrendSection, type TrendFlows } from '../trends/trend-section';
import { liveMyFeedback } from './my-feedback-flows';
import { MyReportCard } from './my-report-card';
import { LoadingCard } from '../../../components/loading-card';
import { LoadFailedCallout } from '../../../components/load-failed-callout';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface MyFeedbackFlows {
  reports?: MyFeedbackMachine;
  snapshot?: MyFeedbackSnapshot;
  /** The trend section's machine (a fake in stories). */
  trend?: TrendFlows;
}

/** /portrayal/user/my-feedback: the signed-in person's released reports, then their development plan. */
export function MyFeedbackPage({ flows = {} }: { flows?: MyFeedbackFlows }) {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('myFeedback.title'));
  const actor = useActorRef(flows.reports ?? liveMyFeedback, flows.snapshot ? { snapshot: flows.snapshot } : undefined);
  const status = useSelector(actor, (s) => s.value);
  const reports = useSelector(actor, (s) => s.context.reports);
  const error = useSelector(actor, (s) => s.context.error);

  let list;
  if (status === 'loading') {
    list = <LoadingCard text={t('myFeedback.loading')} />;
  } else if (status === 'failed') {
    list = <LoadFailedCallout line={t('myFeedback.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  } else {
    list =
      reports.length === 0 ? (
        <EmptyState icon={<ReaderIcon width="32" height="32" aria-hidden="true" />} title={t('myFeedback.emptyTitle')}>
          {t('myFeedback.emptyText')}
        </EmptyState>
      ) : (
        <Flex direction="column" gap="3">
          {reports.map((r) => (
            <MyReportCard key={r.survey.id} report={r} />
          ))}
        </Flex>
      );
  }
  return (
    <>
      <PageHeader title={t('myFeedback.title')} description={t('myFeedback.description')} />
      <Flex direction="column" gap="6">
        <section aria-labelledby="my-reports-heading">
          <Heading as="h2" size="5" mb="3" id="my-reports-heading">
            {t('myFeedback.reports')}
          </Heading>
          {list}
        </section>
        {status === 'ready' && reports.length > 0 && <TrendSection of="mine" flows={flows.trend} description={t('myFeedback.trend')} />}
        <MyDevelopmentPlan />
      </Flex>
    </>
  );
}
