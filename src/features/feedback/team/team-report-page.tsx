import { useParams } from 'react-router-dom';
import type { ReportMachine, ReportSnapshot } from '../../../../machines/report.machine';
import { ReportPlan } from '../development-plan/report-plan';
import { PageHeader } from '../../../components/page-header';
import { NoReportAtAddress, PendingReportPage, ReportBackLink } from '../report/report-pending';
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

const back = <ReportBackLink to={MY_TEAM_PATH}>My team</ReportBackLink>;
const notFound = {
  title: 'Report not available',
  text: 'You see a report of one of your direct reports once HR has released it to them. Their released reports are listed under My team.',
  back: { to: MY_TEAM_PATH, label: 'Back to my team' },
};
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** /portrayal/user/my-team/:survey/:ratee: a direct report's released report, as they read it, and their plan. */
export function TeamReportPage({ flows = {} }: { flows?: TeamReportFlows }) {
  const params = useParams();
  const survey = idOf(params.survey);
  const ratee = idOf(params.ratee);
  if (survey < 1 || ratee < 1) return <NoReportAtAddress back={back} notFound={notFound} />;
  return <TeamReportScreen key={`${survey}-${ratee}`} surveyId={survey} rateeId={ratee} flows={flows} />;
}

function TeamReportScreen({ surveyId, rateeId, flows }: { surveyId: number; rateeId: number; flows: TeamReportFlows }) {
  const { status, report, error, retry } = useReport(flows.report ?? liveTeamReport, { surveyId, rateeId }, flows.snapshot);
  useDocumentTitle(report ? `${report.ratee.name} · ${report.survey.title} · My team` : 'My team');
  if (!report || status !== 'ready') return <PendingReportPage back={back} status={status} error={error} onRetry={retry} notFound={notFound} />;
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
      <ReportPlan surveyId={surveyId} report={report} mode="manager" />
    </>
  );
}
