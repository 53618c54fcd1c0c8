import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts';
import type { ReportGroup } from '../../../../schemas/feedback';
import { groupColor, groupLabel } from './report-format';
import { decimal } from '../../../i18n/format';

const TICK = { fill: 'var(--gray-11)', fontSize: 12 };

interface RadarDrawingProps {
  /** One row per competency: its title and each group's score. */
  data: Array<{ title: string } & Partial<Record<ReportGroup, number | null>>>;
  groups: readonly ReportGroup[];
  radius: number;
  height: number;
  /** Room each side for a competency's name, wrapped to this width. */
  labelWidth: number;
}

/** The radar itself (recharts): loaded after the report's figures, so a report opened from a mail shows them first. */
export default function RadarDrawing({ data, groups, radius, height, labelWidth }: RadarDrawingProps) {
  return (
    // Drawn anew when the radius changes (recharts keeps the first one).
    <RadarChart key={radius} responsive data={data} outerRadius={radius} accessibilityLayer={false} style={{ width: '100%', height }}>
      <PolarGrid stroke="var(--gray-a6)" />
      <PolarAngleAxis dataKey="title" tick={{ ...TICK, width: labelWidth }} />
      <PolarRadiusAxis domain={[0, 4]} tickCount={5} angle={90} tick={{ ...TICK, fontSize: 10 }} axisLine={false} />
      {groups.map((g) => (
        <Radar
          key={g}
          name={groupLabel(g)}
          dataKey={g}
          stroke={groupColor(g)}
          strokeWidth={g === 'all_others' ? 2.5 : 1.5}
          fill={groupColor(g)}
          fillOpacity={g === 'all_others' ? 0.18 : 0}
          isAnimationActive={false}
          dot={{ r: 2 }}
        />
      ))}
      <Tooltip
        formatter={(value) => (typeof value === 'number' ? decimal(value) : '—')}
        contentStyle={{ background: 'var(--color-panel-solid)', border: '1px solid var(--gray-a6)', borderRadius: 'var(--radius-3)' }}
      />
      <Legend
        itemSorter={(item) => groups.indexOf(item.dataKey as ReportGroup)}
        formatter={(value: string) => <span className="report-legend-text">{value}</span>}
      />
    </RadarChart>
  );
}
