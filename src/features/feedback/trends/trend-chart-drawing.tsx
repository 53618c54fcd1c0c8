import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { axisLine, axisTick, gridLine, tooltipLabelStyle, tooltipStyle } from '../../../components/charts/chart-style';
import { colourOf, dayOfTime, pct, type TrendLine } from './trend-lines-format';

export interface TrendPoint {
  t: number;
  name: string;
  [line: string]: number | string | null;
}

interface TrendChartDrawingProps {
  data: TrendPoint[];
  lines: TrendLine[];
  height: number;
  connect: boolean;
}

/** The lines themselves (recharts): loaded after the page's figures, so a report opened from a mail shows them first. */
export default function TrendChartDrawing({ data, lines, height, connect }: TrendChartDrawingProps) {
  const { t } = useTranslation('feedback');
  const ticks = [...new Set(data.map((d) => d.t))];
  return (
    <LineChart responsive style={{ width: '100%', height }} data={data} margin={{ top: 8, right: 24, bottom: 0, left: -8 }}>
      <CartesianGrid vertical={false} stroke={gridLine} />
      {/* Room at both ends, so the first and last day are not cut. */}
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={['dataMin', 'dataMax']}
        ticks={ticks}
        tickFormatter={dayOfTime}
        tick={axisTick}
        stroke={axisLine}
        interval="preserveStartEnd"
        padding={{ left: 48, right: 48 }}
        minTickGap={12}
      />
      <YAxis domain={[0, 100]} unit="%" tick={axisTick} stroke={axisLine} />
      <Tooltip
        contentStyle={tooltipStyle}
        labelStyle={tooltipLabelStyle}
        labelFormatter={(at, payload) => t('trend.point', { title: String(payload?.[0]?.payload?.name ?? ''), day: dayOfTime(Number(at)) })}
        formatter={(v, name) => [pct(typeof v === 'number' ? v : null), String(name)]}
      />
      {lines.map((l) => (
        <Line
          key={l.key}
          dataKey={l.key}
          name={l.title}
          stroke={colourOf(l.colour)}
          strokeWidth={2}
          dot={{ r: 3, fill: colourOf(l.colour) }}
          connectNulls={connect}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
