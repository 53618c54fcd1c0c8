import { Button, Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ReportActor, ReportMachine, ReportSnapshot } from '../../../machines/report.machine';
import { ReportPlan } from './development-plan/report-plan';
import { FailureCallout } from '../../components/failure-callout';
import { DownloadFailure } from './report/report-downloads';
import { NoReportAtAddress, PendingReportPage, ReportBackLink } from './report/report-pending';
import { ReportView } from './report/report-view';
import { CommentThemes } from './report/comment-themes';
import { useReport } from './report/use-report';
import { failureSummary } from '../../lib/error-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { liveReport } from './feedback-flows';
import { feedbackPath, FEEDBACK_PATH, idParam } from './feedback-paths';
import { TrendSection, type TrendFlows } from './trends/trend-section';
import { ReportHeader } from './report-header';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface ReportFlows {
  report?: ReportMachine;
  snapshot?: ReportSnapshot;
  /** The trend section's machine (a fake in stories). */
  trend?: TrendFlows;
}

/** /portrayal/admin/feedback/:survey/:ratee, one actor per report (a new one when the address changes). */
export function ReportPage({ flows = {} }: { flows?: ReportFlows }) {
  const params = useParams();
  const surveyId = idParam(params.survey);
  const rateeId = idParam(params.ratee);
  const { backTo, notFound } = useWayBack();
  if (!surveyId || !rateeId) return <NoReportAtAddress back={backTo(FEEDBACK_PATH)} notFound={notFound} />;
  return <ReportScreen key={`${surveyId}/${rateeId}`} surveyId={surveyId} rateeId={rateeId} flows={flows} />;
}

/** The back link and what a missing report means here, in the reader's language. */
function useWayBack() {
  const { t } = useTranslation('feedback');
  return {
    backTo: (path: string) => <ReportBackLink to={path}>{t('reportPage.back')}</ReportBackLink>,
    notFound: { title: t('reportPage.notFoundTitle'), text: t('reportPage.notFoundText'), back: { to: FEEDBACK_PATH, label: t('reportPage.notFoundBack') } },
  };
}

function ReleaseFailure({ actor }: { actor: ReportActor }) {
  const { t } = useTranslation('feedback');
  const error = useSelector(actor, (s) => s.context.releaseError);
  const released = useSelector(actor, (s) => s.context.released);
  if (!error) return null;
  return (
    <FailureCallout
      lines={[released ? t('reportPage.releaseFailed') : t('reportPage.withdrawFailed'), ...failureSummary(error)]}
      onDismiss={() => actor.send({ type: 'clearErrors' })}
      action={
        <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'setRelease', released: released! })}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
}

function ReportScreen({ surveyId, rateeId, flows }: { surveyId: number; rateeId: number; flows: ReportFlows }) {
  const { t } = useTranslation('feedback');
  const { backTo, notFound } = useWayBack();
  const { actor, status, report, error, retry } = useReport(flows.report ?? liveReport, { surveyId, rateeId }, flows.snapshot);
  useDocumentTitle(report ? t('reportPage.documentTitle', { name: report.ratee.name }) : t('reportPage.documentTitleNone'));
  const back = backTo(feedbackPath(surveyId));
  if (!report || status !== 'ready') return <PendingReportPage back={back} status={status} error={error} onRetry={retry} notFound={notFound} />;
  return (
    <>
      {back}
      <ReportHeader actor={actor} report={report} />
      <Flex direction="column" gap="3" mb="4" className="report-notices">
        <ReleaseFailure actor={actor} />
        <DownloadFailure actor={actor} />
      </Flex>
      <ReportView report={report} viewer="admin" />
      <Flex direction="column" mt="5">
        <CommentThemes actor={actor} />
      </Flex>
      <ReportPlan surveyId={surveyId} report={report} mode="admin" />
      <Flex direction="column" mt="5">
        <TrendSection of={{ ratee: rateeId }} flows={flows.trend} description={t('reportPage.trend', { name: report.ratee.name })} />
      </Flex>
    </>
  );
}
