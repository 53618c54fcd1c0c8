import { useTranslation } from 'react-i18next';
import type { FeedbackReport, ReportGroup } from '../../../../schemas/feedback';
import { GroupScoreTable } from './group-score-table';
import { ReportSection } from './report-section';

/** Each competency type's score by rater group, with the overall as the last row; a group with a withheld figure has none here. */
export function TypeScores({ report, groups }: { report: FeedbackReport; groups: readonly ReportGroup[] }) {
  const { t } = useTranslation('feedback');
  const withheld = report.protection.groups;
  const rows = [
    ...report.types.map((type) => ({
      key: type.type_id,
      title: t('typeScores.typeTitle', { name: type.name, weight: type.value }),
      scores: type.scores,
      withheld,
    })),
    { key: 0, title: t('typeScores.overall'), scores: report.overall, withheld },
  ];
  return (
    <ReportSection title={t('typeScores.title')} description={t('typeScores.description')}>
      <GroupScoreTable rows={rows} groups={groups} rowTitle={t('typeScores.rowTitle')} label={t('typeScores.label')} />
    </ReportSection>
  );
}
