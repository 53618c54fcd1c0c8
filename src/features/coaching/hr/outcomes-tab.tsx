import { useEffect } from 'react';
import { Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { CoachingOutcomes } from '../../../../schemas/coaching';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { LoadingCard } from '../../../components/loading-card';
import { ScrollTable } from '../../../components/scroll-table';
import { count, decimal } from '../../../i18n/format';
import { useRequest } from '../../../lib/use-request';
import { liveOutcomes, type OutcomesMachine } from './hr-coaching-flows';

export interface OutcomesTabFlows {
  outcomes?: OutcomesMachine;
  outcomesSnapshot?: SnapshotFrom<OutcomesMachine>;
}

const UPTAKE: (keyof CoachingOutcomes['uptake'])[] = ['released_reports', 'requested', 'pending_approval', 'active', 'ended', 'sessions_held'];

/** "+0.32", "−0.10": a change of others' mean score on the 0–4 scale. */
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${decimal(Math.abs(n))}`;

function Change({ value, people, threshold }: { value: number | null; people: number; threshold: number }) {
  const { t } = useTranslation('coaching');
  if (value === null)
    return (
      <Text size="1" color="gray">
        {t('outcomes.notEnough', { threshold, people: count(people) })}
      </Text>
    );
  return <Text weight="medium">{signed(value)}</Text>;
}

/** Uptake, then each competency's change for the coached against the uncoached (hidden below the threshold). */
export function OutcomesTab({ flows = {} }: { flows?: OutcomesTabFlows }) {
  const { t } = useTranslation('coaching');
  const outcomes = useRequest(flows.outcomes ?? liveOutcomes, flows.outcomesSnapshot);
  const { status, submit } = outcomes;
  useEffect(() => {
    if (status === 'idle') submit(undefined);
  }, [status, submit]);
  if (status === 'failure') return <LoadFailedCallout line={t('outcomes.loadFailed')} error={outcomes.error} onRetry={outcomes.retry} />;
  const data = outcomes.output;
  if (status !== 'success' || !data) return <LoadingCard text={t('outcomes.loading')} />;
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '2', sm: '3', md: '6' }} gap="3">
        {UPTAKE.map((key) => (
          <Card key={key}>
            <Flex direction="column" gap="1">
              <Text size="1" color="gray">
                {t(`outcomes.uptake.${key}`)}
              </Text>
              <Text size="6" weight="bold">
                {count(data.uptake[key])}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
      <Flex direction="column" gap="1">
        <Heading as="h2" size="4">
          {t('outcomes.changeTitle')}
        </Heading>
        <Text size="2" color="gray">
          {t('outcomes.changeHint', { threshold: data.threshold })}
        </Text>
      </Flex>
      {data.competencies.length === 0 ? (
        <Card size="2">
          <Text size="2" color="gray">
            {t('outcomes.none')}
          </Text>
        </Card>
      ) : (
        <ScrollTable label={t('outcomes.changeTitle')} variant="surface" stack>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('outcomes.competency')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('outcomes.coached')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('outcomes.uncoached')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.competencies.map((c) => (
              <Table.Row key={c.competency.id}>
                <Table.RowHeaderCell dir="auto">{c.competency.title}</Table.RowHeaderCell>
                <Table.Cell>
                  <Change value={c.coached_change} people={c.coached_people} threshold={data.threshold} />
                </Table.Cell>
                <Table.Cell>
                  <Change value={c.uncoached_change} people={c.uncoached_people} threshold={data.threshold} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Flex>
  );
}
