import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
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
import { fullDay } from '../../../i18n/format';

/** A machine with fake effects, or a state to start in: stories use them instead of the live ones. */
interface MyReportFlows {
  report?: ReportMachine;
  snapshot?: ReportSnapshot;
}

/** The back link and what a missing report means here, in the reader's language. */
function useWayBack() {
  const { t } = useTranslation('feedback');
  return {
    back: <ReportBackLink to={MY_FEEDBACK_PATH}>{t('myReport.back')}</ReportBackLink>,
    notFound: { title: t('myReport.notFoundTitle'), text: t('myReport.notFoundText'), back: { to: MY_FEEDBACK_PATH, label: t('myReport.notFoundBack') } },
  };
}
const PDF = ['pdf'] as const;
/** The coaching area's ask screen, linked by its path (a feature imports no other feature). */
const askCoachPath = (survey: number) => `/portrayal/coaching/ask/${survey}`;

/** "Your feedback report from the survey closed 24 Oct 2025, released 14 Nov 2025.", either day left out when there is none. */
function description(t: TFunction<'feedback'>, closed: string | null, released: string | null) {
  if (closed && released) return t('myReport.descriptionClosedReleased', { closed: fullDay(closed), released: fullDay(released) });
  if (closed) return t('myReport.descriptionClosed', { closed: fullDay(closed) });
  if (released) return t('myReport.descriptionReleased', { released: fullDay(released) });
  return t('myReport.description');
}

/** /portrayal/user/my-feedback/:survey: the signed-in person's own report, its PDF, and their plan. */
export function MyReportPage({ flows = {} }: { flows?: MyReportFlows }) {
  const id = Number(useParams().survey);
  const { back, notFound } = useWayBack();
  if (!Number.isInteger(id) || id < 1) return <NoReportAtAddress back={back} notFound={notFound} />;
  return <MyReportScreen key={id} surveyId={id} flows={flows} />;
}

function MyReportScreen({ surveyId, flows }: { surveyId: number; flows: MyReportFlows }) {
  const { t } = useTranslation('feedback');
  const { back, notFound } = useWayBack();
  const { actor, status, report, error, retry } = useReport(flows.report ?? liveMyReport, { surveyId, rateeId: null }, flows.snapshot);
  useDocumentTitle(report ? t('myReport.documentTitle', { title: report.survey.title }) : t('myReport.back'));
  if (!report || status !== 'ready') return <PendingReportPage back={back} status={status} error={error} onRetry={retry} notFound={notFound} />;
  return (
    <>
      {back}
      <PageHeader
        title={report.survey.title}
        description={description(t, report.survey.closed_on, report.released_at)}
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
              <Link to={askCoachPath(surveyId)}>{t('myReport.askCoach')}</Link>
            </Button>
          </Flex>
        }
      />
      <ReportPlan surveyId={surveyId} report={report} mode="ratee" />
    </>
  );
}
