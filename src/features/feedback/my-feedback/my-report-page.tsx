import { Button, Flex } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import type { ReportMachine, ReportSnapshot } from '../../../../machines/report.machine';
import { ReportPlan } from '../development-plan/report-plan';
import { PageHeader } from '../../../components/page-header';
import { DownloadFailure, ReportDownloads } from '../report/report-downloads';
import { NoReportAtAddress, PendingReportPage, ReportBackLink } from '../report/report-pending';
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

const back = <ReportBackLink to={MY_FEEDBACK_PATH}>My feedback</ReportBackLink>;
const notFound = {
  title: 'Report not available',
  text: 'This report has not been released to you, or it was taken back. Your released reports are listed under My feedback.',
  back: { to: MY_FEEDBACK_PATH, label: 'Back to my feedback' },
};
const PDF = ['pdf'] as const;
/** The coaching area's ask screen, linked by its path (a feature imports no other feature). */
const askCoachPath = (survey: number) => `/portrayal/coaching/ask/${survey}`;

/** /portrayal/user/my-feedback/:survey: the signed-in person's own report, its PDF, and their plan. */
export function MyReportPage({ flows = {} }: { flows?: MyReportFlows }) {
  const id = Number(useParams().survey);
  if (!Number.isInteger(id) || id < 1) return <NoReportAtAddress back={back} notFound={notFound} />;
  return <MyReportScreen key={id} surveyId={id} flows={flows} />;
}

function MyReportScreen({ surveyId, flows }: { surveyId: number; flows: MyReportFlows }) {
  const { actor, status, report, error, retry } = useReport(flows.report ?? liveMyReport, { surveyId, rateeId: null }, flows.snapshot);
  useDocumentTitle(report ? `${report.survey.title} · My feedback` : 'My feedback');
  if (!report || status !== 'ready') return <PendingReportPage back={back} status={status} error={error} onRetry={retry} notFound={notFound} />;
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
      <ReportView
        report={report}
        viewer="ratee"
        developmentAction={
          <Flex mt="3">
            <Button asChild variant="soft">
              <Link to={askCoachPath(surveyId)}>Ask for a coach</Link>
            </Button>
          </Flex>
        }
      />
      <ReportPlan surveyId={surveyId} report={report} mode="ratee" />
    </>
  );
}
