import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { Badge, Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from '../../../schemas/analytics';
import { TextLink } from '../../components/text-link';
import { completionChartHeight, day, PATHS, rate, type Completion } from './dashboard-format';
import { ratersOwing, ratingsSubmitted } from '../../lib/progress-wording';
import { useInView } from '../../lib/use-in-view';

type Surveys = NonNullable<DashboardSummary['surveys']>;

// A chart that cannot load leaves its box empty: the list below says the same in words.
const CompletionChart = lazy<ComponentType<{ data: Completion[] }>>(() =>
  import('./completion-chart').then(
    (m) => ({ default: m.CompletionChart }),
    () => ({ default: () => null }),
  ),
);

/**
 * The chart's box, sized before the chart's code arrives and named for screen readers; the
 * chart is fetched once the box scrolls into view (below the fold on a phone), its skeleton
 * drawn from then: a pulse nobody sees is still work for the main thread.
 */
function Completion({ surveys }: { surveys: Surveys }) {
  const { t } = useTranslation('dashboard');
  const box = useRef<HTMLDivElement>(null);
  const shown = useInView(box);
  const data = surveys.map((s) => ({ id: s.id, title: s.title, complete: rate(s.responses.submitted, s.responses.assigned) }));
  const height = completionChartHeight(data.length);
  const placeholder = <Skeleton width="100%" height={`${height}px`} />;
  return (
    <div
      ref={box}
      role="img"
      aria-label={t('surveys.chartLabel', { list: data.map((d) => t('surveys.chartEntry', { title: d.title, percent: d.complete })).join('; ') })}
      style={{ height }}
    >
      {shown && (
        <Suspense fallback={placeholder}>
          <CompletionChart data={data} />
        </Suspense>
      )}
    </div>
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
          {pending !== null && pending > 0 && (
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
          <>
            <Completion surveys={surveys} />
            <Flex asChild direction="column" gap="2" mt="3" p="0" m="0">
              <ul className="dashboard-list">
                {surveys.map((s) => (
                  <Flex asChild key={s.id} justify="between" align="center" gap="3">
                    <li>
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
                    </li>
                  </Flex>
                ))}
              </ul>
            </Flex>
          </>
        )}
      </section>
    </Card>
  );
}
