import { useEffect } from 'react';
import { Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import type { SnapshotFrom } from 'xstate';
import type { CoachingOutcomes } from '../../../../schemas/coaching';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { LoadingCard } from '../../../components/loading-card';
import { ScrollTable } from '../../../components/scroll-table';
import { count } from '../../../lib/english-format';
import { useRequest } from '../../../lib/use-request';
import { liveOutcomes, type OutcomesMachine } from './hr-coaching-flows';

export interface OutcomesTabFlows {
  outcomes?: OutcomesMachine;
  outcomesSnapshot?: SnapshotFrom<OutcomesMachine>;
}

const UPTAKE: { key: keyof CoachingOutcomes['uptake']; label: string }[] = [
  { key: 'released_reports', label: 'Released reports' },
  { key: 'requested', label: 'Asked for coaching' },
  { key: 'pending_approval', label: 'Awaiting approval' },
  { key: 'active', label: 'Being coached' },
  { key: 'ended', label: 'Coaching ended' },
  { key: 'sessions_held', label: 'Sessions held' },
];

/** "+0.32", "−0.10": a change of others' mean score on the 0–4 scale. */
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(2)}`;

function Change({ value, people, threshold }: { value: number | null; people: number; threshold: number }) {
  if (value === null)
    return (
      <Text size="1" color="gray">
        Not enough people yet (threshold {threshold}; {count(people)} so far)
      </Text>
    );
  return <Text weight="medium">{signed(value)}</Text>;
}

/** Uptake, then each competency's change for the coached against the uncoached (hidden below the threshold). */
export function OutcomesTab({ flows = {} }: { flows?: OutcomesTabFlows }) {
  const outcomes = useRequest(flows.outcomes ?? liveOutcomes, flows.outcomesSnapshot);
  const { status, submit } = outcomes;
  useEffect(() => {
    if (status === 'idle') submit(undefined);
  }, [status, submit]);
  if (status === 'failure') return <LoadFailedCallout line="The outcomes could not be loaded." error={outcomes.error} onRetry={outcomes.retry} />;
  const data = outcomes.output;
  if (status !== 'success' || !data) return <LoadingCard text="Loading outcomes…" />;
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '2', sm: '3', md: '6' }} gap="3">
        {UPTAKE.map(({ key, label }) => (
          <Card key={key}>
            <Flex direction="column" gap="1">
              <Text size="1" color="gray">
                {label}
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
          Change on coached competencies
        </Heading>
        <Text size="2" color="gray">
          Mean change of others’ score (0–4) from the coached survey to each person’s next closed survey, for people coached on the competency against those who
          were not. Shown from {data.threshold} people on each side.
        </Text>
      </Flex>
      {data.competencies.length === 0 ? (
        <Card size="2">
          <Text size="2" color="gray">
            No coaching has been followed by a closed survey yet.
          </Text>
        </Card>
      ) : (
        <ScrollTable label="Change on coached competencies" variant="surface" stack>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Competency</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Coached</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Uncoached</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.competencies.map((c) => (
              <Table.Row key={c.competency.id}>
                <Table.RowHeaderCell>{c.competency.title}</Table.RowHeaderCell>
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
