import { Box, Grid, Heading, Text } from '@radix-ui/themes';
import { BarChartIcon } from '@radix-ui/react-icons';
import type { SurveyAnalytics } from '../../../../schemas/analytics';
import { EmptyState } from '../../../components/empty-state';
import { DistributionChart, ResponseRateChart } from './analytics-charts';
import { DIMENSION_LABELS } from './analytics-controls';
import { HeatmapLegend, HeatmapTable } from './heatmap-table';
import { rate } from './score-scale';
import { StatCard } from './stat-card';
import { count } from '../../../lib/english-format';

/** How far the answers are: the response rate and the ratees with scores. */
function ResponseSummary({ responses, groups }: { responses: SurveyAnalytics['responses']; groups: number }) {
  return (
    <Grid columns={{ initial: '1', xs: '3' }} gap="3" mb="5">
      <StatCard
        label="Response rate"
        value={`${rate(responses.submitted, responses.assigned)}%`}
        detail={`${count(responses.submitted)} of ${count(responses.assigned)} answers submitted`}
      />
      <StatCard label="Ratees with scores" value={count(responses.ratees_with_scores)} detail={`of ${count(responses.ratees)} ratees`} />
      <StatCard label="Groups" value={count(groups)} detail="rows in the heatmap" />
    </Grid>
  );
}

/** A loaded survey's analytics: the summary, the heatmap, and the two charts; or why there is nothing yet. */
export function AnalyticsBody({ analytics }: { analytics: SurveyAnalytics }) {
  if (analytics.responses.ratees_with_scores === 0) {
    const { submitted, assigned } = analytics.responses;
    return (
      <EmptyState icon={<BarChartIcon width="32" height="32" aria-hidden="true" />} title="No scores in this survey">
        {`“${analytics.survey.title}” closed with ${count(submitted)} of ${count(assigned)} answers submitted, and no ratee has a score: `}a ratee scores only
        with answers from others, and a group smaller than the anonymity threshold stays hidden.
      </EmptyState>
    );
  }
  const dimension = DIMENSION_LABELS[analytics.by].toLowerCase();
  return (
    <>
      <ResponseSummary responses={analytics.responses} groups={analytics.rows.length} />
      <Heading as="h2" size="4" mb="1" id="heatmap-heading">
        Scores by {dimension}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        The mean of each group’s ratees, from every rater but themselves, on the 0–4 scale.
      </Text>
      <HeatmapTable analytics={analytics} labelledBy="heatmap-heading" />
      <HeatmapLegend />
      <Grid columns={{ initial: '1', md: '2' }} gap="4" mt="6">
        <Box minWidth="0">
          <DistributionChart distribution={analytics.distribution} />
        </Box>
        <Box minWidth="0">
          <ResponseRateChart rows={analytics.rows} />
        </Box>
      </Grid>
    </>
  );
}
