import { useEffect } from 'react';
import { Badge, Box, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { GROUP_LABELS } from '../../../../schemas/feedback';
import type { AgreementReading, GroupQuality, LeniencyReading, RaterQuality } from '../../../../schemas/rater-quality';
import { ScrollTable } from '../../../components/scroll-table';
import { count } from '../../../lib/english-format';
import { useRequest } from '../../../lib/use-request';
import { liveRaterQuality, type RaterQualityMachine } from './analytics-flows';
import { LoadFailed, LoadingCard } from './load-states';

type Color = 'green' | 'amber' | 'red' | 'gray' | 'blue';
const LENIENCY: Record<LeniencyReading, { text: string; color: Color }> = {
  lenient: { text: 'Lenient', color: 'amber' },
  severe: { text: 'Severe', color: 'blue' },
  in_line: { text: 'In line', color: 'green' },
};
const AGREEMENT: Record<AgreementReading, { text: string; color: Color }> = {
  high: { text: 'High agreement', color: 'green' },
  moderate: { text: 'Moderate agreement', color: 'amber' },
  low: { text: 'Low agreement', color: 'red' },
};

function Reading({ look, says }: { look: { text: string; color: Color } | null; says: string }) {
  return (
    <Flex direction="column" gap="1" align="start">
      {look && (
        <Badge color={look.color} variant="soft">
          {look.text}
        </Badge>
      )}
      <Text size="1" color="gray">
        {says}
      </Text>
    </Flex>
  );
}

function GroupRow({ group: g }: { group: GroupQuality }) {
  const label = GROUP_LABELS[g.group];
  if (g.withheld) {
    return (
      <Table.Row>
        <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
        {/* One cell per column: on a phone each cell is shown under its column's name. */}
        <Table.Cell>—</Table.Cell>
        <Table.Cell>—</Table.Cell>
        <Table.Cell>—</Table.Cell>
        <Table.Cell>
          <Reading look={{ text: 'Withheld', color: 'gray' }} says={g.agreement.says} />
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <Table.Row>
      <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
      <Table.Cell>
        {count(g.raters)}
        <Text as="div" size="1" color="gray">
          {g.ratees === 1 ? '1 ratee' : `${count(g.ratees)} ratees`}
        </Text>
      </Table.Cell>
      <Table.Cell>{g.mean?.toFixed(2) ?? '—'}</Table.Cell>
      <Table.Cell>{g.leniency ? <Reading look={LENIENCY[g.leniency.reading]} says={g.leniency.says} /> : '—'}</Table.Cell>
      <Table.Cell>
        <Reading look={g.agreement.reading ? AGREEMENT[g.agreement.reading] : null} says={g.agreement.says} />
      </Table.Cell>
    </Table.Row>
  );
}

/** The loaded signals: straight-lining, then leniency and agreement per rater group, with what each means. */
export function RaterQualityView({ quality: q }: { quality: RaterQuality }) {
  const { company, cuts } = q;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="rater-quality-heading">
        <Heading as="h2" size="4" mb="1" id="rater-quality-heading">
          Rater quality
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          How much to trust this survey’s reports: patterns in how groups of raters answered. Only the groups the reports show count, and never one rater or one
          ratee.
        </Text>
        <Box mb="4">
          <Text as="p" size="2" weight="bold">
            Straight-lined sheets: {count(q.straight_lined.sheets)} of {count(q.straight_lined.of)}
          </Text>
          <Text as="p" size="1" color="gray">
            {q.straight_lined.says} A sheet with the same value everywhere (at least {q.straight_lined.min_statements} statements scored) may not have been read
            closely.
          </Text>
        </Box>
        <ScrollTable label="Rater quality by group" stack variant="surface" size="2">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Group</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Raters</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Average</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Leniency</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Agreement</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {q.groups.map((g) => (
              <GroupRow key={g.group} group={g} />
            ))}
          </Table.Body>
        </ScrollTable>
        <Text as="p" size="1" color="gray" mt="3">
          {company.mean === null
            ? 'Leniency compares a group’s average with the company’s, which has no figures yet.'
            : `Leniency compares a group’s average (0–4) with the company’s: ${company.mean.toFixed(2)} over ${count(company.raters)} raters in ` +
              `${company.surveys === 1 ? '1 survey' : `${count(company.surveys)} surveys`}, spread ${company.sd?.toFixed(2) ?? '—'}. ` +
              `Lenient or severe from ${cuts.leniency_z} of that spread either way.`}{' '}
          {`Agreement is how far apart one ratee’s raters in a group are, on average: high below ${cuts.agreement_high_below} points, ` +
            `low from ${cuts.agreement_low_from}. A group too small for the reports is withheld here too.`}
        </Text>
      </section>
    </Card>
  );
}

/** The card on the analytics screen: asks for the survey's signals once shown (a new survey, a new card), Retry after a failure. */
export function RaterQualityCard({ survey, machine = liveRaterQuality }: { survey: number; machine?: RaterQualityMachine }) {
  const { status, output, error, submit, retry } = useRequest(machine);
  useEffect(() => {
    if (status === 'idle') submit(survey);
  }, [status, submit, survey]);
  if (status === 'failure') return <LoadFailed what="the rater quality" error={error} onRetry={retry} />;
  if (status !== 'success' || !output) return <LoadingCard text="Loading rater quality…" />;
  return <RaterQualityView quality={output} />;
}
