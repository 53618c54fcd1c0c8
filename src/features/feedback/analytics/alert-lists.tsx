import type { ReactNode } from 'react';
import { Badge, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import type { FeedbackAlerts } from '../../../../schemas/analytics';
import { TextLink } from '../../../components/text-link';
import { percent } from '../../../lib/percent';
import { formatScore } from './score-scale';

type Succession = FeedbackAlerts['succession'][number];
type Development = FeedbackAlerts['development'][number];

const reportPath = (survey: number, ratee: number) => `/portrayal/admin/feedback/${survey}/${ratee}`;

function Person({ alert }: { alert: Succession | Development }) {
  return (
    <Flex direction="column">
      <TextLink to={reportPath(alert.survey.id, alert.ratee.id)}>{alert.ratee.name}</TextLink>
      {alert.ratee.designation && (
        <Text size="1" color="gray">
          {alert.ratee.designation}
        </Text>
      )}
    </Flex>
  );
}

function Scores({ scores, color }: { scores: { name: string; score: number; percent: number }[]; color: 'green' | 'red' }) {
  return (
    <Flex gap="1" wrap="wrap">
      {scores.map((s) => (
        <Badge key={s.name} color={color} variant="soft" title={`${formatScore(s.score)} of 4`}>
          {s.name} {percent(s.percent)}
        </Badge>
      ))}
    </Flex>
  );
}

interface AlertListProps {
  id: string;
  title: string;
  rule: string;
  count: number;
  empty: string;
  head: ReactNode;
  children: ReactNode;
}

/** One list of alerts in a card: its rule, how many, and a row per ratee linking to the report. */
function AlertList({ id, title, rule, count, empty, head, children }: AlertListProps) {
  return (
    <Card size="2">
      <Flex align="center" gap="2" mb="1">
        <Heading as="h2" size="4" id={id}>
          {title}
        </Heading>
        <Badge color="gray" variant="soft" radius="full">
          {count}
        </Badge>
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        {rule}
      </Text>
      {count === 0 ? (
        <Text as="p" size="2" color="gray">
          {empty}
        </Text>
      ) : (
        <Table.Root size="1">
          {/* Table.Root names its wrapper, not the table: the caption names the table. */}
          <caption>
            <VisuallyHidden>{title}</VisuallyHidden>
          </caption>
          <Table.Header>
            <Table.Row>{head}</Table.Row>
          </Table.Header>
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}

export function SuccessionList({ alerts }: { alerts: FeedbackAlerts }) {
  const at = alerts.thresholds.succession_threshold;
  return (
    <AlertList
      id="succession-heading"
      title="Succession candidates"
      count={alerts.succession.length}
      rule={`Overall and every competency type at or above ${at}%.`}
      empty={`Nobody reaches ${at}% overall and in every competency type yet.`}
      head={
        <>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Survey</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Overall</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Competency types</Table.ColumnHeaderCell>
        </>
      }
    >
      {alerts.succession.map((a) => (
        <Table.Row key={`${a.survey.id}-${a.ratee.id}`}>
          <Table.RowHeaderCell>
            <Person alert={a} />
          </Table.RowHeaderCell>
          <Table.Cell>{a.survey.title}</Table.Cell>
          <Table.Cell justify="end">
            <Text weight="medium" title={`${formatScore(a.overall)} of 4`}>
              {percent(a.overall_percent)}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Scores scores={a.types} color="green" />
          </Table.Cell>
        </Table.Row>
      ))}
    </AlertList>
  );
}

export function DevelopmentList({ alerts }: { alerts: FeedbackAlerts }) {
  const below = alerts.thresholds.development_threshold;
  return (
    <AlertList
      id="development-heading"
      title="Development needs"
      count={alerts.development.length}
      rule={`Overall or any competency type below ${below}%.`}
      empty={`Nobody is below ${below}% overall or in any competency type.`}
      head={
        <>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Survey</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Overall</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Below {below}%</Table.ColumnHeaderCell>
        </>
      }
    >
      {alerts.development.map((a) => (
        <Table.Row key={`${a.survey.id}-${a.ratee.id}`}>
          <Table.RowHeaderCell>
            <Person alert={a} />
          </Table.RowHeaderCell>
          <Table.Cell>{a.survey.title}</Table.Cell>
          <Table.Cell justify="end">
            <Text weight="medium" title={a.overall === null ? undefined : `${formatScore(a.overall)} of 4`}>
              {percent(a.overall_percent)}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Scores scores={a.below} color="red" />
          </Table.Cell>
        </Table.Row>
      ))}
    </AlertList>
  );
}
