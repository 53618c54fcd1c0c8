import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Trend } from '../../../../schemas/feedback-trends';
import { axisLine, axisTick, gridLine, tooltipLabelStyle, tooltipStyle } from '../../../components/charts/chart-style';
import { fullDay } from '../../../lib/english-format';

/** Line colours that keep 3:1 against the panel in light and dark appearance. */
const COLOURS = ['var(--accent-10)', 'var(--orange-10)', 'var(--grass-10)', 'var(--crimson-10)', 'var(--cyan-10)', 'var(--purple-10)', 'var(--brown-10)', 'var(--gray-11)'];

export interface TrendLine { key: string; title: string; percents: (number | null)[] }

const pct = (p: number | null) => (p === null ? 'no figure' : `${p.toFixed(1)}%`);

/** The figures in words, for screen readers: the chart itself is a picture. */
export function describeTrend(trend: Trend, lines: TrendLine[]): string {
  return lines.map((l) => `${l.title}: ${trend.surveys.map((s, i) => `${s.title} ${pct(l.percents[i] ?? null)}`).join(', ')}`).join('; ');
}

/** Percent lines over the surveys, oldest on the left; a survey without a figure leaves a gap. */
export function TrendChart({ trend, lines, label, height = 240, legend = false }: { trend: Trend; lines: TrendLine[]; label: string; height?: number; legend?: boolean }) {
  const data = trend.surveys.map((s, i) => ({
    name: s.title, closed: fullDay(s.closed_on), ...Object.fromEntries(lines.map((l) => [l.key, l.percents[i] ?? null])),
  }));
  return (
    <div role="img" aria-label={`${label}: ${describeTrend(trend, lines)}`}>
      <LineChart responsive style={{ width: '100%', height }} data={data} margin={{ top: 8, right: 24, bottom: 0, left: -8 }}>
        <CartesianGrid vertical={false} stroke={gridLine} />
        {/* Room at both ends, so the first and last survey's names are not cut. */}
        <XAxis dataKey="name" tick={axisTick} stroke={axisLine} interval="preserveStartEnd" padding={{ left: 72, right: 72 }} />
        <YAxis domain={[0, 100]} unit="%" tick={axisTick} stroke={axisLine} />
        <Tooltip contentStyle={tooltipStyle} labelStyle={tooltipLabelStyle}
          labelFormatter={(name, payload) => `${String(name)} · closed ${String(payload?.[0]?.payload?.closed ?? '')}`}
          formatter={(v, name) => [pct(typeof v === 'number' ? v : null), String(name)]} />
        {legend && <Legend wrapperStyle={{ fontSize: 12 }} />}
        {lines.map((l, i) => (
          <Line key={l.key} dataKey={l.key} name={l.title} stroke={COLOURS[i % COLOURS.length]} strokeWidth={2}
            dot={{ r: 3 }} connectNulls={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </div>
  );
}
