import { Card, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { SurveyAnalytics } from '../../../../schemas/analytics';
import { axisLine, axisTick, gridLine, hoverCursor, tooltipLabelStyle, tooltipStyle } from '../../../components/charts/chart-style';
import { bandOf, binLabel, rate, SCORE_BANDS } from './score-scale';

/** A chart's figures in words, for screen readers (the chart itself is a picture). */
const described = (parts: string[]) => parts.join('; ');

/** How many ratees score in each half-point bin of the overall score. */
export function DistributionChart({ distribution }: Pick<SurveyAnalytics, 'distribution'>) {
  const { t } = useTranslation('feedback');
  const data = distribution.map((bin) => ({ label: binLabel(bin.from, bin.to), ratees: bin.ratees, band: bandOf(bin.from) }));
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="1">
        {t('charts.distribution')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('charts.distributionDescription')}
      </Text>
      <div role="img" aria-label={t('charts.distributionLabel', { figures: described(data.map((d) => `${d.label}: ${d.ratees}`)) })}>
        <BarChart responsive style={{ width: '100%', height: 240 }} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid vertical={false} stroke={gridLine} />
          <XAxis dataKey="label" tick={axisTick} stroke={axisLine} interval={0} />
          <YAxis allowDecimals={false} tick={axisTick} stroke={axisLine} />
          <Tooltip cursor={hoverCursor} contentStyle={tooltipStyle} labelStyle={tooltipLabelStyle} />
          <Bar dataKey="ratees" name={t('charts.ratees')} radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.label} fill={`var(--${SCORE_BANDS[d.band]!.color}-9)`} />
            ))}
          </Bar>
        </BarChart>
      </div>
    </Card>
  );
}

/** Each group's submitted share of its assigned answers. */
export function ResponseRateChart({ rows }: Pick<SurveyAnalytics, 'rows'>) {
  const { t } = useTranslation('feedback');
  const data = rows.map((row) => ({ label: row.label, rate: rate(row.responses.submitted, row.responses.assigned) }));
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="1">
        {t('analytics.responseRate')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('charts.rateDescription')}
      </Text>
      <div role="img" aria-label={t('charts.rateLabel', { figures: described(data.map((d) => `${d.label}: ${d.rate}%`)) })}>
        <BarChart
          responsive
          layout="vertical"
          style={{ width: '100%', height: Math.max(120, data.length * 34 + 40) }}
          data={data}
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke={gridLine} />
          <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} stroke={axisLine} />
          <YAxis type="category" dataKey="label" width={130} tick={axisTick} stroke={axisLine} />
          <Tooltip
            cursor={hoverCursor}
            contentStyle={tooltipStyle}
            labelStyle={tooltipLabelStyle}
            formatter={(v) => [`${String(v)}%`, t('charts.responses')]}
          />
          <Bar dataKey="rate" name={t('charts.responses')} fill="var(--accent-9)" radius={[0, 4, 4, 0]} barSize={18} isAnimationActive={false} />
        </BarChart>
      </div>
    </Card>
  );
}
