import { Badge, Button, Flex, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { EnvelopeClosedIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Coach } from '../../../../schemas/coaching';
import { ScrollTable } from '../../../components/scroll-table';
import { relativeTime } from '../../../i18n/format';

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
  const { t } = useTranslation('coaching');
  const full = coach.coachees >= coach.capacity;
  return (
    <Text color={full ? 'amber' : undefined} weight={full ? 'medium' : undefined}>
      {t('coachTable.load', { coachees: coach.coachees, capacity: coach.capacity })}
    </Text>
  );
}

/** The pool: who, inside or outside, what they coach in which languages, their load, and an outside coach's link. */
export function CoachTable({ coaches, sending, onEdit, onDelete, onSendLink }: CoachTableProps) {
  const { t } = useTranslation('coaching');
  return (
    <ScrollTable label={t('coachTable.label')} variant="surface" stack>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('coachTable.coach')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('coachTable.from')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('coachTable.competencies')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('coachTable.languages')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('coachTable.coachees')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('hr.status')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('coachTable.link')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <span className="visually-hidden">{t('hr.actions')}</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {coaches.map((coach) => (
          <Table.Row key={coach.id} align="center">
            <Table.RowHeaderCell>
              <Flex direction="column">
                <Text weight="medium" dir="auto">
                  {coach.name}
                </Text>
                <Text size="1" color="gray">
                  {coach.email}
                </Text>
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>
              {coach.kind === 'internal' ? (
                <Badge color="indigo" variant="soft">
                  {t('coachTable.employee')}
                </Badge>
              ) : (
                <Flex direction="column" gap="1" align="start">
                  <Badge color="cyan" variant="soft">
                    {t('coachTable.outside')}
                  </Badge>
                  {coach.organisation && (
                    <Text size="1" dir="auto">
                      {coach.organisation}
                    </Text>
                  )}
                </Flex>
              )}
            </Table.Cell>
            <Table.Cell>{coach.competencies.map((c) => c.title).join(', ') || '—'}</Table.Cell>
            <Table.Cell>{coach.languages.map((code) => t(`languages.${code}`)).join(', ')}</Table.Cell>
            <Table.Cell>
              <Load coach={coach} />
            </Table.Cell>
            <Table.Cell>
              {coach.active ? (
                <Badge color="green" variant="soft">
                  {t('coachTable.taking')}
                </Badge>
              ) : (
                <Badge color="gray" variant="soft">
                  {t('coachTable.notTaking')}
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>
              {coach.kind === 'outside' ? (
                <Flex direction="column" gap="1" align="start">
                  <Text size="1" color="gray">
                    {coach.link_sent_at ? t('coachTable.sent', { when: relativeTime(coach.link_sent_at) }) : t('coachTable.neverSent')}
                  </Text>
                  <Button
                    size="1"
                    variant="soft"
                    loading={sending === coach.id}
                    disabled={sending !== null}
                    onClick={() => onSendLink(coach)}
                    aria-label={t('coachTable.sendLabel', { name: coach.name })}
                  >
                    <EnvelopeClosedIcon /> {coach.link_sent_at ? t('coachTable.sendNew') : t('coachTable.send')}
                  </Button>
                </Flex>
              ) : (
                <Text size="1" color="gray">
                  {t('coachTable.signsIn')}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Flex gap="3" justify="end">
                <Tooltip content={t('hr.edit')}>
                  <IconButton size="1" variant="ghost" aria-label={t('hr.editNamed', { name: coach.name })} onClick={() => onEdit(coach)}>
                    <Pencil1Icon />
                  </IconButton>
                </Tooltip>
                <Tooltip content={t('hr.remove')}>
                  <IconButton size="1" variant="ghost" color="red" aria-label={t('hr.removeNamed', { name: coach.name })} onClick={() => onDelete(coach)}>
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
