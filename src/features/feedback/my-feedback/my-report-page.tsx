import { Button, Flex } from '@radix-ui/themes';
import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Link, useParams } from 'react-router-dom';
import type { Failure } from '../../../../machines/failure';
import type { ReportMachine, ReportSnapshot } from '../../../../machines/report.machine';
import { DevelopmentPlanPanel } from '../development-plan/development-plan-panel';
import { PageHeader } from '../../../components/page-header';
import { DownloadFailure, ReportDownloads } from '../report/report-downloads';
import { ReportPending } from '../report/report-pending';
import { ReportView } from '../report/report-view';
import { useReport } from '../report/use-report';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { liveMyReport } from './my-feedback-flows';
import { MY_FEEDBACK_PATH } from './my-feedback-paths';
import { fullDay } from '../../../lib/english-format';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface MyReportFlows {
  report?: ReportMachine;
  snapshot?: ReportSnapshot;
}

const back = (
  <Button asChild variant="ghost" size="1" mb="3">
    <Link to={MY_FEEDBACK_PATH}>
      <ArrowLeftIcon /> My feedback
    </Link>
  </Button>
);
const notFound = {
  title: 'Report not available',
  text: 'This report has not been released to you, or it was taken back. Your released reports are listed under My feedback.',
  action: (
    <Button asChild>
      <Link to={MY_FEEDBACK_PATH}>Back to my feedback</Link>
    </Button>
  ),
};
const NOT_AN_ADDRESS: Failure = { kind: 'http', status: 404, message: 'Request failed with status code 404' };
const PDF = ['pdf'] as const;

/** /portrayal/user/my-feedback/:survey: the signed-in person's own report, its PDF, and their plan. */
export function MyReportPage({ flows = {} }: { flows?: MyReportFlows }) {
  const id = Number(useParams().survey);
  if (!Number.isInteger(id) || id < 1)
    return (
      <>
        {back}
        <ReportPending status="failed" error={NOT_AN_ADDRESS} onRetry={() => {}} notFound={notFound} />
      </>
    );
  return <MyReportScreen key={id} surveyId={id} flows={flows} />;
}

function MyReportScreen({ surveyId, flows }: { surveyId: number; flows: MyReportFlows }) {
  const { actor, status, report, error, retry } = useReport(flows.report ?? liveMyReport, { surveyId, rateeId: null }, flows.snapshot);
  useDocumentTitle(report ? `${report.survey.title} · My feedback` : 'My feedback');
  if (!report || status !== 'ready')
    return (
      <>
        {back}
        <ReportPending status={status === 'ready' ? 'loading' : status} error={error} onRetry={retry} notFound={notFound} />
      </>
    );
  return (
    <>
      {back}
      <PageHeader
        title={report.survey.title}
        description={`Your feedback report${report.survey.closed_on ? ` from the survey closed ${fullDay(report.survey.closed_on)}` : ''}${report.released_at ? `, released ${fullDay(report.released_at)}` : ''}.`}
        actions={<ReportDownloads actor={actor} formats={PDF} />}
      />
      <Flex direction="column" mb="4" className="report-notices">
        <DownloadFailure actor={actor} />
      </Flex>
      <ReportView report={report} viewer="ratee" />
      <Flex direction="column" mt="5">
        <DevelopmentPlanPanel
          surveyId={surveyId}
          rateeId={report.ratee.id}
          rateeName={report.ratee.name}
          suggestions={report.development_areas}
          competencies={report.competencies.map((c) => ({ competency_id: c.competency_id, title: c.title }))}
          mode="ratee"
        />
      </Flex>
    </>
  );
}
