import { Badge, Flex, Grid, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FeedbackReport } from '../../../schemas/feedback';
import { EngagementSection } from './engagement-section';
import { decimal } from '../../i18n/format';

const score = (n: number) => decimal(n);

function Items({ label, items }: { label: string; items: { key: number; title: string; detail: string }[] }) {
  const { t } = useTranslation('coaching');
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="bold">
        {label}
      </Text>
      {items.length === 0 ? (
        <Text size="2" color="gray">
          {t('report.none')}
        </Text>
      ) : (
        <ul className="coaching-list coaching-compact" aria-label={label}>
          {items.map((i) => (
            <li key={i.key}>
              <Flex justify="between" gap="3">
                <Text size="2" dir="auto">
                  {i.title}
                </Text>
                <Text size="2" color="gray" className="coaching-number">
                  {i.detail}
                </Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/** The coachee's released report, compact, as the coach reads it when consent shares it: strengths, development areas, blind spots. */
export function ReportSummary({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('coaching');
  const ranked = (list: FeedbackReport['strengths']) =>
    list.map((r) => ({ key: r.competency_id, title: r.title, detail: t('report.others', { score: score(r.score) }) }));
  return (
    <EngagementSection
      title={t('report.title')}
      description={t('report.description', { survey: report.survey.title, name: report.ratee.name })}
      actions={<Badge color="indigo">{t('report.byConsent')}</Badge>}
    >
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        <Items label={t('report.strengths')} items={ranked(report.strengths)} />
        <Items label={t('report.areas')} items={ranked(report.development_areas)} />
        <Items
          label={t('report.blindSpots')}
          items={report.blind_spots.map((b) => ({
            key: b.competency_id,
            title: b.title,
            detail: t('report.selfAndOthers', { self: score(b.self), others: score(b.others) }),
          }))}
        />
      </Grid>
    </EngagementSection>
  );
}
