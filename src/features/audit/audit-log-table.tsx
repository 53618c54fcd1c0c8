import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '../../../schemas/audit-log';
import { AuditChange } from '../../components/audit-change';
import { ScrollTable } from '../../components/scroll-table';
import { actionLabel, actorParts, momentText } from '../../lib/audit-format';
import './audit-log.css';

function Who({ entry }: { entry: AuditLogEntry }) {
  const { name, email } = actorParts(entry.actor);
  return (
    <Flex direction="column">
      <Text size="2" weight="medium" dir="auto">
        {name}
      </Text>
      {email && email !== name && (
        <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
      )}
    </Flex>
  );
}

function What({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('audit');
  return (
    <Flex direction="column" gap="1" align="start">
      <Text size="2" weight="medium">
        {actionLabel(entry.action)}
      </Text>
      <Flex gap="1" wrap="wrap">
        <Badge size="1" variant="soft" color="gray">
          {entry.action}
        </Badge>
        {entry.survey_id !== null && (
          <Badge size="1" variant="soft" color="indigo">
            {t('table.survey', { id: entry.survey_id })}
          </Badge>
        )}
      </Flex>
    </Flex>
  );
}

/** The entries, newest first: when, who, what, the change before → after, and the address it came from. */
export function AuditLogTable({ entries }: { entries: readonly AuditLogEntry[] }) {
  const { t } = useTranslation('audit');
  return (
    <ScrollTable label={t('table.label')} size="1" variant="surface" className="audit-log-table">
      <caption className="visually-hidden">{t('table.label')}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell style={{ minWidth: 120 }}>{t('table.when')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ minWidth: 160 }}>{t('table.who')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ minWidth: 170 }}>{t('table.what')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ minWidth: 260 }}>{t('table.change')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ minWidth: 110 }}>{t('table.fromAddress')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell>
              <Text size="2">
                <time dateTime={entry.at}>{momentText(entry.at)}</time>
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Who entry={entry} />
            </Table.Cell>
            <Table.Cell>
              <What entry={entry} />
            </Table.Cell>
            <Table.Cell>
              <AuditChange entry={entry} />
            </Table.Cell>
            <Table.Cell data-label={t('table.from')}>
              <Text size="2" color="gray" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                {entry.ip || '—'}
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
