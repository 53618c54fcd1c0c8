import { useEffect, useRef } from 'react';
import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../i18n/rich-text';
import { Link } from 'react-router-dom';
import { useInView } from '../../lib/use-in-view';
import { useRequest } from '../../lib/use-request';
import { fullDay } from '../../i18n/format';
import { count, PATHS } from './dashboard-format';
import { liveAlertCounts, type AlertCountsMachine } from './dashboard-flows';
import { LoadFailedCallout } from '../../components/load-failed-callout';

/**
 * How many succession candidates and development needs the thresholds find in the latest closed
 * survey with alerts, named, linking to the Alerts tab opened on it. Counting scores every survey whose results are open, so the card asks for its counts
 * only once it comes into view (below the fold on a phone), its figures greyed out meanwhile
 * and the card keeping its final size.
 */
export function AlertCounts({ machine = liveAlertCounts }: { machine?: AlertCountsMachine }) {
  const { t } = useTranslation('dashboard');
  const { status, output: alerts, error, submit, retry } = useRequest(machine);
  const box = useRef<HTMLElement>(null);
  const shown = useInView(box);
  useEffect(() => {
    if (shown && status === 'idle') submit();
  }, [shown, status, submit]);

  const survey = alerts?.survey ?? null;
  // The Alerts tab opens on the survey the counts come from.
  const to = survey ? `${PATHS.alerts}?${new URLSearchParams({ survey: String(survey.id) }).toString()}` : PATHS.alerts;
  const items = [
    { key: 'succession', title: t('alerts.succession'), value: alerts?.succession ?? null, color: 'green' as const },
    { key: 'development', title: t('alerts.development'), value: alerts?.development ?? null, color: 'red' as const },
  ];
  return (
    <Card size="3" asChild className="dashboard-deferred">
      <section ref={box} aria-labelledby="alerts-heading" aria-busy={status === 'requesting'}>
        <Heading as="h2" size="4" mb="1" id="alerts-heading">
          {t('alerts.heading')}
        </Heading>
        {/* The line keeps its height while counting, so the card does not jump. */}
        <Text as="p" size="2" color="gray" mb="3">
          {status === 'success' && !survey ? (
            t('alerts.none')
          ) : survey ? (
            <RichText text={t('alerts.from', { title: survey.title, day: fullDay(survey.closed_on) })} components={{ title: <bdi /> }} />
          ) : (
            '\u00a0'
          )}
        </Text>
        {status === 'failure' ? (
          <LoadFailedCallout line={t('alerts.loadFailed')} error={error} onRetry={retry} />
        ) : (
          <Grid columns="2" gap="3">
            {items.map((item) => (
              <Card key={item.key} asChild size="1" variant="surface" className="dashboard-link-card">
                <Link to={to}>
                  <Flex direction="column" gap="1">
                    <Skeleton loading={item.value === null}>
                      <Text size="6" weight="bold" color={item.value ? item.color : 'gray'}>
                        {count(item.value ?? 0)}
                      </Text>
                    </Skeleton>
                    <Flex justify="between" align="center" gap="2">
                      <Text size="2" color="gray">
                        {item.title}
                      </Text>
                      <ArrowRightIcon aria-hidden="true" />
                    </Flex>
                  </Flex>
                </Link>
              </Card>
            ))}
          </Grid>
        )}
      </section>
    </Card>
  );
}
