import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from '../../../schemas/analytics';
import { count, PATHS } from './dashboard-format';

/**
 * How many succession candidates and development needs the thresholds find, linking to the
 * lists. Null while the summary loads: the card keeps its final size, its figures greyed out.
 */
export function AlertCounts({ alerts }: { alerts: NonNullable<DashboardSummary['alerts']> | null }) {
  const items = [
    { key: 'succession', title: 'Succession candidates', value: alerts?.succession ?? null, color: 'green' as const },
    { key: 'development', title: 'Development needs', value: alerts?.development ?? null, color: 'red' as const },
  ];
  return (
    <Card size="3" asChild>
      <section aria-labelledby="alerts-heading">
        <Heading as="h2" size="4" mb="3" id="alerts-heading">Feedback alerts</Heading>
        <Grid columns="2" gap="3">
          {items.map((item) => (
            <Card key={item.key} asChild size="1" variant="surface" className="dashboard-link-card">
              <Link to={PATHS.alerts}>
                <Flex direction="column" gap="1">
                  <Skeleton loading={item.value === null}>
                    <Text size="6" weight="bold" color={item.value ? item.color : 'gray'}>{count(item.value ?? 0)}</Text>
                  </Skeleton>
                  <Flex justify="between" align="center" gap="2">
                    <Text size="2" color="gray">{item.title}</Text>
                    <ArrowRightIcon aria-hidden="true" />
                  </Flex>
                </Flex>
              </Link>
            </Card>
          ))}
        </Grid>
      </section>
    </Card>
  );
}
