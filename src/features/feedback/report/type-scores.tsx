import type { FeedbackReport, ReportGroup } from '../../../../schemas/feedback';
import { GroupScoreTable } from './group-score-table';
import { ReportSection } from './report-section';

/** Each competency type's score by rater group, with the overall as the last row; a group with a withheld figure has none here. */
export function TypeScores({ report, groups }: { report: FeedbackReport; groups: readonly ReportGroup[] }) {
  const withheld = report.protection.groups;
  const rows = [
    ...report.types.map((t) => ({ key: t.type_id, title: `${t.name} (weight ${t.value})`, scores: t.scores, withheld })),
    { key: 0, title: 'Overall', scores: report.overall, withheld },
  ];
  return (
    <ReportSection
      title="Scores by competency type"
      description="A type’s score weighs its competencies by their weight; the overall weighs the types by theirs."
    >
      <GroupScoreTable rows={rows} groups={groups} rowTitle="Type" label="Type scores by rater group" />
    </ReportSection>
  );
}
