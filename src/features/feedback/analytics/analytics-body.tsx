import { Box, Grid, Heading, Text } from '@radix-ui/themes';
import { BarChartIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { SurveyAnalytics } from '../../../../schemas/analytics';
import { EmptyState } from '../../../components/empty-state';
import { DistributionChart, ResponseRateChart } from './analytics-charts';
import { HeatmapLegend, HeatmapTable } from './heatmap-table';
import { rate } from './score-scale';
import { StatCard } from './stat-card';
import { count } from '../../../i18n/format';

/** How far the answers are: the response rate and the ratees with scores. */
function ResponseSummary({ responses, groups }: { responses: SurveyAnalytics['responses']; groups: number }) {
  const { t } = useTranslation('feedback');
  return (
    <Grid columns={{ initial: '1', xs: '3' }} gap="3" mb="5">
      <StatCard
        label={t('analytics.responseRate')}
        value={`${rate(responses.submitted, responses.assigned)}%`}
        detail={t('analytics.answersSubmitted', { done: count(responses.submitted), total: count(responses.assigned) })}
      />
      <StatCard
        label={t('analytics.rateesWithScores')}
        value={count(responses.ratees_with_scores)}
        detail={t('analytics.ofRatees', { count: responses.ratees })}
      />
      <StatCard label={t('analytics.groups')} value={count(groups)} detail={t('analytics.heatmapRows')} />
    </Grid>
  );
}

/** A loaded survey's analytics: the summary, the heatmap, and the two charts; or why there is nothing yet. */
export function AnalyticsBody({ analytics }: { analytics: SurveyAnalytics }) {
  const { t } = useTranslation('feedback');
  if (analytics.responses.ratees_with_scores === 0) {
    const { submitted, assigned } = analytics.responses;
    return (
      <EmptyState icon={<BarChartIcon width="32" height="32" aria-hidden="true" />} title={t('analytics.noScoresTitle')}>
        <Trans
          t={t}
          i18nKey="analytics.noScoresText"
          values={{ title: analytics.survey.title, done: count(submitted), total: count(assigned) }}
          components={{ bdi: <bdi /> }}
        />
      </EmptyState>
    );
  }
  return (
    <>
      <ResponseSummary responses={analytics.responses} groups={analytics.rows.length} />
      <Heading as="h2" size="4" mb="1" id="heatmap-heading">
        {t(`analytics.scoresBy.${analytics.by}`)}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('analytics.heatmapDescription')}
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
