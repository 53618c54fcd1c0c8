import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Trend } from '../../../../schemas/feedback-trends';
import { axisLine, axisTick, gridLine, tooltipLabelStyle, tooltipStyle } from '../../../components/charts/chart-style';
import { fullDay } from '../../../lib/english-format';

/** Line colours that keep 3:1 against the panel in light and dark appearance. */
export const COLOURS = ['var(--accent-10)', 'var(--orange-10)', 'var(--grass-10)', 'var(--crimson-10)', 'var(--cyan-10)', 'var(--purple-10)', 'var(--brown-10)', 'var(--gray-11)'];
export const colourOf = (index: number) => COLOURS[index % COLOURS.length]!;

/** One line: its figures aligned with `trend.surveys`, and its colour's index (kept whichever lines are shown). */
export interface TrendLine { key: string; title: string; percents: readonly (number | null | undefined)[]; colour: number }

const pct = (p: number | null) => (p === null ? 'no figure' : `${p.toFixed(1)}%`);
const timeOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const dayOfTime = (t: number) => fullDay(new Date(t).toISOString().slice(0, 10));

/** The figures in words, for screen readers: the chart itself is a picture. Only the surveys a line has a point in. */
export function describeTrend(trend: Trend, lines: TrendLine[], indexes: number[]): string {
  return lines.map((l) => `${l.title}: ${indexes.filter((i) => l.percents[i] !== undefined)
    .map((i) => `${trend.surveys[i]!.title} (closed ${fullDay(trend.surveys[i]!.closed_on)}) ${pct(l.percents[i] ?? null)}`).join(', ')}`).join('; ');
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
  const data = indexes.map((i) => {
    const s = trend.surveys[i]!;
    return { t: timeOf(s.closed_on), name: s.title, ...Object.fromEntries(lines.map((l) => [l.key, l.percents[i] ?? null])) };
  });
  const ticks = [...new Set(data.map((d) => d.t))];
  return (
    <div role="img" aria-label={`${label}: ${describeTrend(trend, lines, indexes)}`} data-testid="trend-chart">
      <LineChart responsive style={{ width: '100%', height }} data={data} margin={{ top: 8, right: 24, bottom: 0, left: -8 }}>
        <CartesianGrid vertical={false} stroke={gridLine} />
        {/* Room at both ends, so the first and last day are not cut. */}
        <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} ticks={ticks} tickFormatter={dayOfTime}
          tick={axisTick} stroke={axisLine} interval="preserveStartEnd" padding={{ left: 48, right: 48 }} minTickGap={12} />
        <YAxis domain={[0, 100]} unit="%" tick={axisTick} stroke={axisLine} />
        <Tooltip contentStyle={tooltipStyle} labelStyle={tooltipLabelStyle}
          labelFormatter={(t, payload) => `${String(payload?.[0]?.payload?.name ?? '')} · closed ${dayOfTime(Number(t))}`}
          formatter={(v, name) => [pct(typeof v === 'number' ? v : null), String(name)]} />
        {lines.map((l) => (
          <Line key={l.key} dataKey={l.key} name={l.title} stroke={colourOf(l.colour)} strokeWidth={2}
            dot={{ r: 3, fill: colourOf(l.colour) }} connectNulls={connect} isAnimationActive={false} />
        ))}
      </LineChart>
    </div>
  );
}
