import { useMemo, type ReactNode } from 'react';
import { Flex } from '@radix-ui/themes';
import { BarChartIcon } from '@radix-ui/react-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FeedbackReport } from '../../../../schemas/feedback';
import { EmptyState } from '../../../components/empty-state';
import { CompetencyRadar } from './competency-radar';
import { CompetencyTable } from './competency-table';
import { GapCards } from './gap-cards';
import { RankedCards } from './ranked-cards';
import { ReportComments } from './report-comments';
import { ProtectionNote } from './protection-note';
import { hasNoAnswers, shownGroups } from './report-format';
import { ReportHeadline } from './report-headline';
import { ReportReadingNote } from './report-reading-note';
import type { ReportViewer } from './report-section';
import { TypeScores } from './type-scores';
import { WithheldNote } from './withheld-note';
import './report.css';

interface ReportViewProps {
  report: FeedbackReport;
  /** Whom the wording addresses: the admin reads about "the ratee", the ratee about "you". */
  viewer?: ReportViewer;
  /** Under the development areas: a way on from them (the ratee's "Ask for a coach"). */
  developmentAction?: ReactNode;
}

/** Why a (closed) survey's report has no figure: nobody answered, or every answer is in a group too small to show. */
function noAnswers(t: TFunction<'feedback'>, { responses, withheld }: FeedbackReport): string {
  if (withheld) return t('reportView.allTooSmall');
  if (responses) return t('reportView.noneOf', { count: responses.assigned });
  return t('reportView.noRater');
}

/** One person's feedback report, as the admin and (once released) the ratee see it. */
export function ReportView({ report, viewer = 'admin', developmentAction }: ReportViewProps) {
  const { t } = useTranslation('feedback');
  const groups = useMemo(() => shownGroups(report), [report]);
  const empty = hasNoAnswers(report);
  return (
    <Flex direction="column" gap="5">
      <ReportHeadline report={report} />
      <ReportReadingNote report={report} viewer={viewer} />
      <WithheldNote report={report} viewer={viewer} />
      <ProtectionNote report={report} />
      {empty ? (
        <EmptyState icon={<BarChartIcon width="32" height="32" aria-hidden="true" />} title={t('reportView.emptyTitle')} headingLevel="h2">
          {noAnswers(t, report)}
        </EmptyState>
      ) : (
        <>
          <CompetencyRadar report={report} groups={groups} />
          <TypeScores report={report} groups={groups} />
          <CompetencyTable report={report} />
          <GapCards report={report} viewer={viewer} />
          <RankedCards report={report} developmentAction={developmentAction} />
          <ReportComments report={report} />
        </>
      )}
    </Flex>
  );
}
