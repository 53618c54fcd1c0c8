import { Flex, Grid, Text } from '@radix-ui/themes';
import { TOP_COUNT, type FeedbackReport } from '../../../../schemas/feedback';
import { percent, score } from './report-format';
import { ReportSection } from './report-section';

type Ranked = FeedbackReport['strengths'][number];

function RankedList({ items, none }: { items: readonly Ranked[]; none: string }) {
  if (items.length === 0) return <Text size="2" color="gray">{none}</Text>;
  return (
    <ol className="report-list">
      {items.map((r) => (
        <li key={r.competency_id}>
          <Flex justify="between" gap="3">
            <Text size="2" weight="medium">{r.title}</Text>
            <Text size="2" color="gray" className="report-number">{score(r.score)} · {percent(r.percent)}</Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}

/** The top strengths, and where a development plan starts. */
export function RankedCards({ report }: { report: FeedbackReport }) {
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <ReportSection title={`Top ${TOP_COUNT} strengths`} description="The highest scores from all raters but self.">
        <RankedList items={report.strengths} none="No scores from others yet." />
      </ReportSection>
      <ReportSection title="Development areas" description="The lowest scores from others, then the largest gaps where self rates above others: where a plan starts.">
        <RankedList items={report.development_areas} none="No scores from others yet." />
      </ReportSection>
    </Grid>
  );
}
