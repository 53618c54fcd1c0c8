import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { axisLine, axisTick, gridLine, tooltipStyle } from '../../components/charts/chart-style';
import { PATHS, type Completion } from './dashboard-format';

const short = (title: string) => (title.length > 20 ? `${title.slice(0, 19)}…` : title);

/** Percent complete per survey, filling the box its caller sized; a bar opens its survey. Loaded only when shown (recharts is heavy). */
export function CompletionChart({ data }: { data: Completion[] }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  return (
    <BarChart responsive layout="vertical" data={data} margin={{ top: 0, right: 16, bottom: 0, left: 0 }} style={{ width: '100%', height: '100%' }}>
      <CartesianGrid horizontal={false} stroke={gridLine} />
      <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} stroke={axisLine} />
      <YAxis type="category" dataKey="title" width={170} tick={axisTick} stroke={axisLine} tickFormatter={short} />
      <Tooltip cursor={{ fill: 'var(--gray-a3)' }} contentStyle={tooltipStyle} formatter={(v) => [`${String(v)}%`, t('surveys.chartTooltip')]} />
      <Bar
        dataKey="complete"
        name={t('surveys.chartBar')}
        fill="var(--accent-9)"
        radius={[0, 4, 4, 0]}
        barSize={18}
        isAnimationActive={false}
        cursor="pointer"
        onClick={(_, index) => {
          const s = data[index];
          if (s) navigate(PATHS.survey(s.id));
        }}
      />
    </BarChart>
  );
}
