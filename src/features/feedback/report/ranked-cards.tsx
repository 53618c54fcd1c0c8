import type { ReactNode } from 'react';
import { Flex, Grid, Text } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { STRENGTH_SCORE, type FeedbackReport } from '../../../../schemas/feedback';
import { percent } from '../../../lib/percent';
import { allOthersWithheld, othersLeftOut, score } from './report-format';
import { ReportSection } from './report-section';

type Ranked = FeedbackReport['strengths'][number];

function RankedList({ items, none }: { items: readonly Ranked[]; none: string }) {
  if (items.length === 0)
    return (
      <Text size="2" color="gray">
        {none}
      </Text>
    );
  return (
    <ol className="report-list">
      {items.map((r) => (
        <li key={r.competency_id}>
          <Flex justify="between" gap="3">
            <Text size="2" weight="medium" dir="auto">
              {r.title}
            </Text>
            <Text size="2" color="gray" className="report-number">
              {score(r.score)} · {percent(r.percent)}
            </Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}

const BAR = `${STRENGTH_SCORE.toFixed(2)} (${STRENGTH_SCORE * 25} %)`;

/** What the reader sees when a list is empty: kind, and why (no scores at all, or none past the bar). */
function noneText(t: TFunction<'feedback'>, report: FeedbackReport, list: 'strengths' | 'development') {
  if (allOthersWithheld(report)) return t('ranked.othersWithheld');
  if (!report.competencies.some((c) => c.others !== null)) return t('ranked.noScores');
  return list === 'strengths' ? t('ranked.noStrength', { bar: BAR }) : t('ranked.noDevelopment');
}

/** The top strengths, and where a development plan starts: the two never share a competency (server/feedback/rules/report-build.ts). */
export function RankedCards({ report, developmentAction }: { report: FeedbackReport; developmentAction?: ReactNode }) {
  const { t } = useTranslation('feedback');
  const leftOut = othersLeftOut(report);
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <ReportSection title={t('ranked.strengths')} description={`${t('ranked.strengthsDescription', { bar: BAR })}${leftOut}`}>
        <RankedList items={report.strengths} none={noneText(t, report, 'strengths')} />
      </ReportSection>
      <ReportSection title={t('ranked.development')} description={`${t('ranked.developmentDescription')}${leftOut}`}>
        <RankedList items={report.development_areas} none={noneText(t, report, 'development')} />
        {report.development_areas.length > 0 && developmentAction}
      </ReportSection>
    </Grid>
  );
}
