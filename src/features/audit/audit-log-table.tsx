import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import type { AuditLogEntry } from '../../../schemas/audit-log';
import { AuditChange } from '../../components/audit-change';
import { ScrollTable } from '../../components/scroll-table';
import { actionLabel, actorParts, momentText } from '../../lib/audit-format';
import './audit-log.css';

function Who({ entry }: { entry: AuditLogEntry }) {
  const { name, email } = actorParts(entry.actor);
  return (
    <Flex direction="column">
      <Text size="2" weight="medium">
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
            Survey #{entry.survey_id}
          </Badge>
        )}
      </Flex>
    </Flex>
  );
}

/** The entries, newest first: when, who, what, the change before → after, and the address it came from. */
export function AuditLogTable({ entries }: { entries: readonly AuditLogEntry[] }) {
  return (
    <ScrollTable label="Audit log entries" size="1" variant="surface" className="audit-log-table">
      <caption className="visually-hidden">Audit log entries</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell style={{ minWidth: 120 }}>When</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ minWidth: 160 }}>Who</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ minWidth: 170 }}>What</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ minWidth: 260 }}>Change</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ minWidth: 110 }}>From address</Table.ColumnHeaderCell>
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
            <Table.Cell data-label="From">
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
