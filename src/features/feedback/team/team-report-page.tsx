import { Button, Flex } from '@radix-ui/themes';
import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Link, useParams } from 'react-router-dom';
import type { Failure } from '../../../../machines/failure';
import type { ReportMachine, ReportSnapshot } from '../../../../machines/report.machine';
import { DevelopmentPlanPanel } from '../development-plan/development-plan-panel';
import { PageHeader } from '../../../components/page-header';
import { ReportPending } from '../report/report-pending';
import { ReportView } from '../report/report-view';
import { useReport } from '../report/use-report';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { liveTeamReport } from './team-flows';
import { MY_TEAM_PATH } from './team-paths';
import { fullDay } from '../../../lib/english-format';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface TeamReportFlows {
  report?: ReportMachine;
  snapshot?: ReportSnapshot;
}

const back = (
  <Button asChild variant="ghost" size="1" mb="3">
    <Link to={MY_TEAM_PATH}>
      <ArrowLeftIcon /> My team
    </Link>
  </Button>
);
const notFound = {
  title: 'Report not available',
  text: 'You see a report of one of your direct reports once HR has released it to them. Their released reports are listed under My team.',
  action: (
    <Button asChild>
      <Link to={MY_TEAM_PATH}>Back to my team</Link>
    </Button>
  ),
};
const NOT_AN_ADDRESS: Failure = { kind: 'http', status: 404, message: 'Request failed with status code 404' };
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** /portrayal/user/my-team/:survey/:ratee: a direct report's released report, as they read it, and their plan. */
export function TeamReportPage({ flows = {} }: { flows?: TeamReportFlows }) {
  const params = useParams();
  const survey = idOf(params.survey);
  const ratee = idOf(params.ratee);
  if (survey < 1 || ratee < 1)
    return (
      <>
        {back}
        <ReportPending status="failed" error={NOT_AN_ADDRESS} onRetry={() => {}} notFound={notFound} />
      </>
    );
  return <TeamReportScreen key={`${survey}-${ratee}`} surveyId={survey} rateeId={ratee} flows={flows} />;
}

function TeamReportScreen({ surveyId, rateeId, flows }: { surveyId: number; rateeId: number; flows: TeamReportFlows }) {
  const { status, report, error, retry } = useReport(flows.report ?? liveTeamReport, { surveyId, rateeId }, flows.snapshot);
  useDocumentTitle(report ? `${report.ratee.name} · ${report.survey.title} · My team` : 'My team');
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
        title={`${report.ratee.name} · ${report.survey.title}`}
        description={
          `The report ${report.ratee.name} reads${report.released_at ? `, released ${fullDay(report.released_at)}` : ''}. ` +
          'Nobody’s individual answers are shown.'
        }
      />
      {/* Third person ("the ratee"): the manager reads about someone else. The server sent the ratee's view, with no withheld counts. */}
      <div className="team-report-body">
        <ReportView report={report} viewer="admin" />
      </div>
      <Flex direction="column" mt="5">
        <DevelopmentPlanPanel
          surveyId={surveyId}
          rateeId={report.ratee.id}
          rateeName={report.ratee.name}
          suggestions={report.development_areas}
          competencies={report.competencies.map((c) => ({ competency_id: c.competency_id, title: c.title }))}
          mode="manager"
        />
      </Flex>
    </>
  );
}
