import type { ReactNode } from 'react';
import { Badge, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
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
      <TextLink to={reportPath(alert.survey.id, alert.ratee.id)}>
        <bdi>{alert.ratee.name}</bdi>
      </TextLink>
      {alert.ratee.designation && (
        <Text size="1" color="gray">
          {alert.ratee.designation}
        </Text>
      )}
    </Flex>
  );
}

function Scores({ scores, color }: { scores: { name: string; score: number; percent: number }[]; color: 'green' | 'red' }) {
  const { t } = useTranslation('feedback');
  return (
    <Flex gap="1" wrap="wrap">
      {scores.map((s) => (
        <Badge key={s.name} color={color} variant="soft" title={t('heatmap.outOf4', { score: formatScore(s.score) })}>
          <bdi>{s.name}</bdi> {percent(s.percent)}
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
  const { t } = useTranslation('feedback');
  const at = alerts.thresholds.succession_threshold;
  return (
    <AlertList
      id="succession-heading"
      title={t('alerts.succession')}
      count={alerts.succession.length}
      rule={t('alerts.successionRule', { at })}
      empty={t('alerts.successionEmpty', { at })}
      head={
        <>
          <Table.ColumnHeaderCell>{t('alerts.name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('surveyPicker.survey')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('heatmap.overall')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('alerts.types')}</Table.ColumnHeaderCell>
        </>
      }
    >
      {alerts.succession.map((a) => (
        <Table.Row key={`${a.survey.id}-${a.ratee.id}`}>
          <Table.RowHeaderCell>
            <Person alert={a} />
          </Table.RowHeaderCell>
          <Table.Cell dir="auto">{a.survey.title}</Table.Cell>
          <Table.Cell justify="end">
            <Text weight="medium" title={t('heatmap.outOf4', { score: formatScore(a.overall) })}>
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
  const { t } = useTranslation('feedback');
  const below = alerts.thresholds.development_threshold;
  return (
    <AlertList
      id="development-heading"
      title={t('alerts.development')}
      count={alerts.development.length}
      rule={t('alerts.developmentRule', { below })}
      empty={t('alerts.developmentEmpty', { below })}
      head={
        <>
          <Table.ColumnHeaderCell>{t('alerts.name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('surveyPicker.survey')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('heatmap.overall')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('alerts.below', { below })}</Table.ColumnHeaderCell>
        </>
      }
    >
      {alerts.development.map((a) => (
        <Table.Row key={`${a.survey.id}-${a.ratee.id}`}>
          <Table.RowHeaderCell>
            <Person alert={a} />
          </Table.RowHeaderCell>
          <Table.Cell dir="auto">{a.survey.title}</Table.Cell>
          <Table.Cell justify="end">
            <Text weight="medium" title={a.overall === null ? undefined : t('heatmap.outOf4', { score: formatScore(a.overall) })}>
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
