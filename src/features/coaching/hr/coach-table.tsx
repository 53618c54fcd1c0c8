import { Badge, Button, Flex, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { EnvelopeClosedIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { LANGUAGE_NAMES, type Coach } from '../../../../schemas/coaching';
import { ScrollTable } from '../../../components/scroll-table';
import { relativeTime } from '../../../lib/english-format';

interface CoachTableProps {
  coaches: readonly Coach[];
  /** The coach whose link is being mailed, if any. */
  sending: number | null;
  onEdit(coach: Coach): void;
  onDelete(coach: Coach): void;
  onSendLink(coach: Coach): void;
}

/** "2 of 3": a coach's coachees against their capacity, amber when full. */
function Load({ coach }: { coach: Coach }) {
  const full = coach.coachees >= coach.capacity;
  return (
    <Text color={full ? 'amber' : undefined} weight={full ? 'medium' : undefined}>
      {coach.coachees} of {coach.capacity}
    </Text>
  );
}

/** The pool: who, inside or outside, what they coach in which languages, their load, and an outside coach's link. */
export function CoachTable({ coaches, sending, onEdit, onDelete, onSendLink }: CoachTableProps) {
  return (
    <ScrollTable label="Coaches" variant="surface" stack>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Coach</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Competencies</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Languages</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Coachees</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Personal link</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <span className="visually-hidden">Actions</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {coaches.map((coach) => (
          <Table.Row key={coach.id} align="center">
            <Table.RowHeaderCell>
              <Flex direction="column">
                <Text weight="medium">{coach.name}</Text>
                <Text size="1" color="gray">
                  {coach.email}
                </Text>
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>
              {coach.kind === 'internal' ? (
                <Badge color="indigo" variant="soft">
                  Employee
                </Badge>
              ) : (
                <Flex direction="column" gap="1" align="start">
                  <Badge color="cyan" variant="soft">
                    Outside
                  </Badge>
                  {coach.organisation && <Text size="1">{coach.organisation}</Text>}
                </Flex>
              )}
            </Table.Cell>
            <Table.Cell>{coach.competencies.map((c) => c.title).join(', ') || '—'}</Table.Cell>
            <Table.Cell>{coach.languages.map((code) => LANGUAGE_NAMES[code]).join(', ')}</Table.Cell>
            <Table.Cell>
              <Load coach={coach} />
            </Table.Cell>
            <Table.Cell>
              {coach.active ? (
                <Badge color="green" variant="soft">
                  Taking coachees
                </Badge>
              ) : (
                <Badge color="gray" variant="soft">
                  Not taking coachees
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>
              {coach.kind === 'outside' ? (
                <Flex direction="column" gap="1" align="start">
                  <Text size="1" color="gray">
                    {coach.link_sent_at ? `Sent ${relativeTime(coach.link_sent_at)}` : 'Never sent'}
                  </Text>
                  <Button
                    size="1"
                    variant="soft"
                    loading={sending === coach.id}
                    disabled={sending !== null}
                    onClick={() => onSendLink(coach)}
                    aria-label={`Send ${coach.name} a new link`}
                  >
                    <EnvelopeClosedIcon /> {coach.link_sent_at ? 'Send a new link' : 'Send link'}
                  </Button>
                </Flex>
              ) : (
                <Text size="1" color="gray">
                  Signs in
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Flex gap="3" justify="end">
                <Tooltip content="Edit">
                  <IconButton size="1" variant="ghost" aria-label={`Edit ${coach.name}`} onClick={() => onEdit(coach)}>
                    <Pencil1Icon />
                  </IconButton>
                </Tooltip>
                <Tooltip content="Remove">
                  <IconButton size="1" variant="ghost" color="red" aria-label={`Remove ${coach.name}`} onClick={() => onDelete(coach)}>
                    <TrashIcon />
                  </IconButton>
                </Tooltip>
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
