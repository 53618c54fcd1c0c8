import { useTranslation } from 'react-i18next';
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
import { fullDay } from '../../../i18n/format';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface TeamReportFlows {
  report?: ReportMachine;
  snapshot?: ReportSnapshot;
}

/** The back link and what a missing report means here, in the reader's language. */
function useWayBack() {
  const { t } = useTranslation('feedback');
  return {
    back: <ReportBackLink to={MY_TEAM_PATH}>{t('team.title')}</ReportBackLink>,
    notFound: { title: t('myReport.notFoundTitle'), text: t('team.report.notFoundText'), back: { to: MY_TEAM_PATH, label: t('team.report.notFoundBack') } },
  };
}
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** /portrayal/user/my-team/:survey/:ratee: a direct report's released report, as they read it, and their plan. */
export function TeamReportPage({ flows = {} }: { flows?: TeamReportFlows }) {
  const params = useParams();
  const survey = idOf(params.survey);
  const ratee = idOf(params.ratee);
  const { back, notFound } = useWayBack();
  if (survey < 1 || ratee < 1) return <NoReportAtAddress back={back} notFound={notFound} />;
  return <TeamReportScreen key={`${survey}-${ratee}`} surveyId={survey} rateeId={ratee} flows={flows} />;
}

function TeamReportScreen({ surveyId, rateeId, flows }: { surveyId: number; rateeId: number; flows: TeamReportFlows }) {
  const { t } = useTranslation('feedback');
  const { back, notFound } = useWayBack();
  const { status, report, error, retry } = useReport(flows.report ?? liveTeamReport, { surveyId, rateeId }, flows.snapshot);
  useDocumentTitle(report ? t('team.report.documentTitle', { name: report.ratee.name, title: report.survey.title }) : t('team.title'));
  if (!report || status !== 'ready') return <PendingReportPage back={back} status={status} error={error} onRetry={retry} notFound={notFound} />;
  return (
    <>
      {back}
      <PageHeader
        title={t('team.report.title', { name: report.ratee.name, title: report.survey.title })}
        description={
          report.released_at
            ? t('team.report.descriptionReleased', { name: report.ratee.name, day: fullDay(report.released_at) })
            : t('team.report.description', { name: report.ratee.name })
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
