import type { ReactNode } from 'react';
import { Flex, Grid, Text } from '@radix-ui/themes';
import { STRENGTH_SCORE, type FeedbackReport } from '../../../../schemas/feedback';
import { percent } from '../../../lib/percent';
import { allOthersWithheld, othersLeftOut, OTHERS_WITHHELD, score } from './report-format';
import { ReportSection } from './report-section';

type Ranked = FeedbackReport['strengths'][number];

function RankedList({ items, none }: { items: readonly Ranked[]; none: string }) {
  if (items.length === 0)
    return (
      <Text size="2" color="gray">
        {none}
      </Text>
    );
  return (
    <ol className="report-list">
      {items.map((r) => (
        <li key={r.competency_id}>
          <Flex justify="between" gap="3">
            <Text size="2" weight="medium">
              {r.title}
            </Text>
            <Text size="2" color="gray" className="report-number">
              {score(r.score)} · {percent(r.percent)}
            </Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}

const BAR = `${STRENGTH_SCORE.toFixed(2)} (${STRENGTH_SCORE * 25} %)`;

/** What the reader sees when a list is empty: kind, and why (no scores at all, or none past the bar). */
function noneText(report: FeedbackReport, list: 'strengths' | 'development') {
  if (allOthersWithheld(report)) return `${OTHERS_WITHHELD}.`;
  if (!report.competencies.some((c) => c.others !== null)) return 'No scores from others yet.';
  return list === 'strengths'
    ? `No clear strength yet: no competency reached ${BAR} from others.`
    : 'No clear development area: every competency scored by others reached the bar.';
}

/** The top strengths, and where a development plan starts: the two never share a competency (server/feedback/rules/report-build.ts). */
export function RankedCards({ report, developmentAction }: { report: FeedbackReport; developmentAction?: ReactNode }) {
  const leftOut = othersLeftOut(report);
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <ReportSection title="Top strengths" description={`Up to three competencies others scored at least ${BAR}, the highest first.${leftOut}`}>
        <RankedList items={report.strengths} none={noneText(report, 'strengths')} />
      </ReportSection>
      <ReportSection
        title="Development areas"
        description={`Up to three competencies below that bar, the lowest scores from others first: where a plan starts.${leftOut}`}
      >
        <RankedList items={report.development_areas} none={noneText(report, 'development')} />
        {report.development_areas.length > 0 && developmentAction}
      </ReportSection>
    </Grid>
  );
}
