import { Grid, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { GAP_POINTS, type FeedbackReport } from '../../../../schemas/feedback';
import { allOthersWithheld, othersLeftOut, score, signed } from './report-format';
import { ReportSection, type ReportViewer } from './report-section';

type Gap = FeedbackReport['blind_spots'][number];

function GapList({ gaps, none }: { gaps: readonly Gap[]; none: string }) {
  const { t } = useTranslation('feedback');
  if (gaps.length === 0)
    return (
      <Text size="2" color="gray">
        {none}
      </Text>
    );
  return (
    <ul className="report-plain-list">
      {gaps.map((g) => (
        <li key={g.competency_id}>
          <Text as="div" size="2" weight="medium" dir="auto">
            {g.title}
          </Text>
          <Text as="div" size="2" color="gray" className="report-number">
            {t('gaps.figures', { self: score(g.self), others: score(g.others), gap: signed(g.gap) })}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** Where self and others disagree by at least a point: rated higher by self (blind spots) or by others (hidden strengths). */
export function GapCards({ report, viewer }: { report: FeedbackReport; viewer: ReportViewer }) {
  const { t } = useTranslation('feedback');
  const count = GAP_POINTS;
  const noSelf = report.competencies.every((c) => c.self === null);
  const none = (key: 'gaps.blindSpotsNone' | 'gaps.hiddenStrengthsNone') =>
    noSelf ? t('gaps.noSelf') : allOthersWithheld(report) ? t('gaps.othersWithheld') : t(key, { count });
  const leftOut = othersLeftOut(report);
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <ReportSection title={t('gaps.blindSpots')} description={`${t('gaps.blindSpotsDescription', { count })}${leftOut}`}>
        <GapList gaps={report.blind_spots} none={none('gaps.blindSpotsNone')} />
      </ReportSection>
      <ReportSection
        title={t('gaps.hiddenStrengths')}
        description={`${t(viewer === 'ratee' ? 'gaps.hiddenStrengthsDescriptionYou' : 'gaps.hiddenStrengthsDescription', { count })}${leftOut}`}
      >
        <GapList gaps={report.hidden_strengths} none={none('gaps.hiddenStrengthsNone')} />
      </ReportSection>
    </Grid>
  );
}
