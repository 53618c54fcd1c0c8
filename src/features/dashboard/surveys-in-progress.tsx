import { Badge, Button, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from '../../../schemas/analytics';
import { TextLink } from '../../components/text-link';
import { day, PATHS, rate } from './dashboard-format';
import { ratersOwing, ratingsSubmitted } from '../../lib/progress-wording';

type Surveys = NonNullable<DashboardSummary['surveys']>;

/**
 * A survey's share of ratings submitted as a bar under its name. A bar per row, not a chart
 * beside the list: the list already names each survey, and a chart library on the first
 * screen was 90 kB and the page's longest task on a phone (docs/performance.md).
 */
function Completion({ title, percent }: { title: string; percent: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <Flex align="center" gap="2">
      <Progress value={percent} size="2" aria-label={t('surveys.progressLabel', { title })} />
      <Text size="1" color="gray" style={{ minWidth: '4ch', textAlign: 'end' }}>
        {t('surveys.percent', { percent })}
      </Text>
    </Flex>
  );
}

/** The open surveys: the share of ratings submitted, and how many raters still owe some (one unit per figure). */
export function SurveysInProgress({ surveys, pending }: { surveys: Surveys; pending: number | null }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card size="3" asChild className="dashboard-deferred">
      <section aria-labelledby="surveys-heading">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" size="4" id="surveys-heading">
            {t('surveys.heading')}
          </Heading>
          {/* With one survey its row says the same. */}
          {pending !== null && pending > 0 && surveys.length > 1 && (
            <Badge color="amber" size="2">
              {ratersOwing(pending)}
            </Badge>
          )}
        </Flex>
        {surveys.length === 0 ? (
          <Flex direction="column" align="start" gap="3">
            <Text size="2" color="gray">
              {t('surveys.none')}
            </Text>
            <Button asChild variant="soft">
              <Link to={PATHS.newSurvey}>{t('surveys.new')}</Link>
            </Button>
          </Flex>
        ) : (
          <Flex asChild direction="column" gap="4" p="0" m="0">
            <ul className="dashboard-list">
              {surveys.map((s) => (
                <Flex asChild key={s.id} direction="column" gap="2">
                  <li>
                    <Flex justify="between" align="center" gap="3">
                      <Flex direction="column" minWidth="0">
                        <TextLink to={PATHS.survey(s.id)}>
                          <bdi>{s.title}</bdi>
                        </TextLink>
                        <Text size="1" color="gray">
                          {t('surveys.ends', { day: day(s.end_date), progress: ratingsSubmitted(s.responses.submitted, s.responses.assigned) })}
                        </Text>
                      </Flex>
                      <Badge color={s.pending_raters > 0 ? 'amber' : 'green'} variant="soft" style={{ flexShrink: 0 }}>
                        {s.pending_raters > 0 ? ratersOwing(s.pending_raters) : t('surveys.allIn')}
                      </Badge>
                    </Flex>
                    <Completion title={s.title} percent={rate(s.responses.submitted, s.responses.assigned)} />
                  </li>
                </Flex>
              ))}
            </ul>
          </Flex>
        )}
      </section>
    </Card>
  );
}
