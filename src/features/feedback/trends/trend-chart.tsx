import { lazy, Suspense } from 'react';
import type { Trend } from '../../../../schemas/feedback-trends';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { fullDay } from '../../../i18n/format';
import { pct, timeOf, type TrendLine } from './trend-lines-format';

const TrendChartDrawing = lazy(() => import('./trend-chart-drawing'));

/** The figures in words, for screen readers: the chart itself is a picture. Only the surveys a line has a point in. */
function describeTrend(trend: Trend, lines: TrendLine[], indexes: number[]): string {
  return lines
    .map(
      (l) =>
        `${l.title}: ${indexes
          .filter((i) => l.percents[i] !== undefined)
          .map((i) =>
            i18n.t('feedback:trend.described', {
              title: trend.surveys[i]!.title,
              day: fullDay(trend.surveys[i]!.closed_on),
              percent: pct(l.percents[i] ?? null),
            }),
          )
          .join(', ')}`,
    )
    .join('; ');
}

interface TrendChartProps {
  trend: Trend;
  /** The surveys drawn (indexes into `trend.surveys`), oldest first. */
  indexes: number[];
  lines: TrendLine[];
  label: string;
  height?: number;
  /** Join a line's points across surveys it is not in (series lines); a figure withheld within a line stays a gap otherwise. */
  connect?: boolean;
}

/**
 * Percent lines over time: each survey a point on the day it closed, the axis labelled with those days (the survey's
 * name in the tooltip and in the description), so surveys months apart stand months apart.
 */
export function TrendChart({ trend, indexes, lines, label, height = 240, connect = false }: TrendChartProps) {
  const { t } = useTranslation('feedback');
  const data = indexes.map((i) => {
    const s = trend.surveys[i]!;
    return { t: timeOf(s.closed_on), name: s.title, ...Object.fromEntries(lines.map((l) => [l.key, l.percents[i] ?? null])) };
  });
  return (
    <div role="img" aria-label={t('trend.label', { label, figures: describeTrend(trend, lines, indexes) })} data-testid="trend-chart">
      {/* The box keeps the chart's height while its code arrives, so nothing below it moves. */}
      <Suspense fallback={<div style={{ height }} />}>
        <TrendChartDrawing data={data} lines={lines} height={height} connect={connect} />
      </Suspense>
    </div>
  );
}
