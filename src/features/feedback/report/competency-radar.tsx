import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FeedbackReport, ReportGroup } from '../../../../schemas/feedback';
import { GroupScoreTable } from './group-score-table';
import { andList, groupLabel, scoreIn } from './report-format';
import { ReportSection } from './report-section';
import './report.css';

interface CompetencyRadarProps {
  report: FeedbackReport;
  groups: readonly ReportGroup[];
}

const RadarDrawing = lazy(() => import('./competency-radar-drawing'));
/** Room each side for a competency's name, wrapped to this width. */
const LABEL_WIDTH = 84;

/** The chart box's width as it changes (the radius leaves room for the names round it). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    // A box hidden for a moment measures 0: keep the last real width rather than drop the chart.
    const observer = new ResizeObserver(([entry]) => {
      if (entry!.contentRect.width > 0) setWidth(Math.round(entry!.contentRect.width));
    });
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
  const { t } = useTranslation('feedback');
  const left = all.filter((g) => report.protection.groups.includes(g));
  const groups = all.filter((g) => !left.includes(g));
  const data = report.competencies.map((c) => ({
    title: c.title,
    ...Object.fromEntries(groups.map((g) => [g, scoreIn(c.scores, g)?.score ?? null])),
  }));
  const rows = report.competencies.map((c) => ({
    key: c.competency_id,
    title: c.title,
    scores: c.scores,
    notObserved: c.not_observed,
    withheld: c.withheld,
  }));
  // Fewer than three spokes, or no group left to draw, make no shape worth reading: the table alone says it better.
  const drawable = data.length >= 3 && groups.length > 0;
  const { ref, width } = useWidth();
  const radius = Math.round(Math.max(60, Math.min(170, width / 2 - LABEL_WIDTH - 8)));
  const height = radius * 2 + (width < 560 ? 170 : 130);
  return (
    <ReportSection title={t('radar.title')} description={t('radar.description')}>
      <figure className="report-figure-block">
        {drawable && (
          <div ref={ref} role="img" aria-label={t('radar.label', { count: data.length, groups: groups.map(groupLabel).join(', ') })}>
            {/* Drawn once the box is measured; the box keeps the chart's height while its code arrives. */}
            {width > 0 && (
              <Suspense fallback={<div style={{ height }} />}>
                <RadarDrawing data={data} groups={groups} radius={radius} height={height} labelWidth={LABEL_WIDTH} />
              </Suspense>
            )}
          </div>
        )}
        {data.length >= 3 && left.length > 0 && (
          <Text as="p" size="1" color="gray" mb="3">
            {t('radar.notDrawn', { count: left.length, groups: andList(left.map(groupLabel)) })}
          </Text>
        )}
        <details className="report-details" open={!drawable}>
          <summary>
            <Text size="2" weight="medium">
              {drawable ? t('radar.showTable') : t('radar.byCompetency')}
            </Text>
          </summary>
          <Flex direction="column" mt="3">
            <GroupScoreTable rows={rows} groups={all} rowTitle={t('radar.rowTitle')} label={t('radar.tableLabel')} />
          </Flex>
        </details>
      </figure>
    </ReportSection>
  );
}
