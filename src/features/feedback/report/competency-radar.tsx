import { useEffect, useRef, useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts';
import type { FeedbackReport, ReportGroup } from '../../../../schemas/feedback';
import { GroupScoreTable } from './group-score-table';
import { andList, groupColor, groupLabel, scoreIn } from './report-format';
import { ReportSection } from './report-section';
import './report.css';

interface CompetencyRadarProps {
  report: FeedbackReport;
  groups: readonly ReportGroup[];
}

const TICK = { fill: 'var(--gray-11)', fontSize: 12 };
/** Room each side for a competency's name, wrapped to this width. */
const LABEL_WIDTH = 84;

/** The chart box's width as it changes (the radius leaves room for the names round it). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    // A box hidden for a moment measures 0: keep the last real width rather than drop the chart.
    const observer = new ResizeObserver(([entry]) => { if (entry!.contentRect.width > 0) setWidth(Math.round(entry!.contentRect.width)); });
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Competencies round the circle, one outline per rater group (the headline filled). The
 * chart is a picture to the screen reader: the same figures follow as a table, open to all.
 * A group with withheld figures is left out of the chart (a partial outline would mislead); the table marks them.
 */
export function CompetencyRadar({ report, groups: all }: CompetencyRadarProps) {
  const left = all.filter((g) => report.protection.groups.includes(g));
  const groups = all.filter((g) => !left.includes(g));
  const data = report.competencies.map((c) => ({
    title: c.title,
    ...Object.fromEntries(groups.map((g) => [g, scoreIn(c.scores, g)?.score ?? null])),
  }));
  const rows = report.competencies.map((c) => ({
    key: c.competency_id, title: c.title, scores: c.scores, notObserved: c.not_observed, withheld: c.withheld,
  }));
  // Fewer than three spokes, or no group left to draw, make no shape worth reading: the table alone says it better.
  const drawable = data.length >= 3 && groups.length > 0;
  const { ref, width } = useWidth();
  const radius = Math.round(Math.max(60, Math.min(170, width / 2 - LABEL_WIDTH - 8)));
  return (
    <ReportSection title="Competencies by rater group" description="Each spoke is a competency, 0 at the centre and 4 at the rim; each outline is one rater group.">
      <figure className="report-figure-block">
        {drawable && (
          <div ref={ref} role="img" aria-label={`Radar chart of ${data.length} competencies for ${groups.map(groupLabel).join(', ')}; the figures are in the table below.`}>
            {/* Drawn once the box is measured, and anew when the radius changes (recharts keeps the first one). */}
            {width > 0 && <RadarChart key={radius} responsive data={data} outerRadius={radius} accessibilityLayer={false} style={{ width: '100%', height: radius * 2 + (width < 560 ? 170 : 130) }}>
              <PolarGrid stroke="var(--gray-a6)" />
              <PolarAngleAxis dataKey="title" tick={{ ...TICK, width: LABEL_WIDTH }} />
              <PolarRadiusAxis domain={[0, 4]} tickCount={5} angle={90} tick={{ ...TICK, fontSize: 10 }} axisLine={false} />
              {groups.map((g) => (
                <Radar key={g} name={groupLabel(g)} dataKey={g} stroke={groupColor(g)} strokeWidth={g === 'all_others' ? 2.5 : 1.5}
                  fill={groupColor(g)} fillOpacity={g === 'all_others' ? 0.18 : 0} isAnimationActive={false} dot={{ r: 2 }} />
              ))}
              <Tooltip formatter={(value) => (typeof value === 'number' ? value.toFixed(2) : '—')}
                contentStyle={{ background: 'var(--color-panel-solid)', border: '1px solid var(--gray-a6)', borderRadius: 'var(--radius-3)' }} />
              <Legend itemSorter={(item) => groups.indexOf(item.dataKey as ReportGroup)}
                formatter={(value: string) => <span className="report-legend-text">{value}</span>} />
            </RadarChart>}
          </div>
        )}
        {data.length >= 3 && left.length > 0 && (
          <Text as="p" size="1" color="gray" mb="3">
            Not drawn: {andList(left.map(groupLabel))}, which {left.length === 1 ? 'has' : 'have'} figures withheld to protect raters across surveys.
          </Text>
        )}
        <details className="report-details" open={!drawable}>
          <summary><Text size="2" weight="medium">{drawable ? 'Show the figures as a table' : 'Scores by competency'}</Text></summary>
          <Flex direction="column" mt="3">
            <GroupScoreTable rows={rows} groups={all} rowTitle="Competency" label="Competency scores by rater group" />
          </Flex>
        </details>
      </figure>
    </ReportSection>
  );
}
