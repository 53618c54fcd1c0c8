import { Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ActionStatus, DevelopmentAction } from '../../../../schemas/development-plan';
import { ActionStatusBadge, ActionStatusSelect } from './action-status';
import { fullDay } from '../../../i18n/format';
import { ScrollTable } from '../../../components/scroll-table';

interface ActionTableProps {
  actions: DevelopmentAction[];
  /**
   * admin (the feedback area) edits and deletes; ratee moves the status; manager (a direct
   * report's plan) edits; team (what the caller manages, owns or coaches) moves the status and edits.
   */
  mode: 'admin' | 'ratee' | 'manager' | 'team';
  busy: boolean;
  onEdit?(action: DevelopmentAction): void;
  onDelete?(action: DevelopmentAction): void;
  onStatus?(action: DevelopmentAction, status: ActionStatus): void;
}

/** A plan's actions: title, development area, owner, due date and status (by due date, as the server orders them). */
export function ActionTable({ actions, mode, busy, onEdit, onDelete, onStatus }: ActionTableProps) {
  const { t } = useTranslation('feedback');
  const edits = mode !== 'ratee';
  const selects = mode === 'ratee' || mode === 'team';
  return (
    <ScrollTable label={t('plan.table.label')} stack variant="surface" size="2">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('plan.table.action')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('plan.table.area')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('plan.table.ownerCoach')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('plan.table.due')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('surveyPicker.status')}</Table.ColumnHeaderCell>
          {edits && (
            <Table.ColumnHeaderCell>
              <span className="visually-hidden">{t('plan.table.actions')}</span>
            </Table.ColumnHeaderCell>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {actions.map((a) => (
          <Table.Row key={a.id} align="center">
            <Table.RowHeaderCell>
              <Text weight="medium" dir="auto">
                {a.title}
              </Text>
              {a.notes && (
                <Text as="p" size="1" color="gray" dir="auto">
                  {a.notes}
                </Text>
              )}
            </Table.RowHeaderCell>
            <Table.Cell>{a.competency?.title ?? <Text color="gray">—</Text>}</Table.Cell>
            <Table.Cell>
              {a.owner ? <bdi>{a.owner.name}</bdi> : <Text color="gray">{t('plan.table.noOwner')}</Text>}
              {a.coach && (
                <Text as="p" size="1" color="gray">
                  {t('plan.table.coach', { name: a.coach.name })}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{fullDay(a.due_date)}</Table.Cell>
            <Table.Cell>
              {selects ? (
                <ActionStatusSelect title={a.title} status={a.status} disabled={busy} onChange={(s) => onStatus?.(a, s)} />
              ) : (
                <ActionStatusBadge status={a.status} />
              )}
            </Table.Cell>
            {edits && (
              <Table.Cell justify="end">
                <Flex gap="3" justify="end">
                  <IconButton variant="ghost" color="gray" aria-label={t('plan.table.edit', { title: a.title })} disabled={busy} onClick={() => onEdit?.(a)}>
                    <Pencil1Icon />
                  </IconButton>
                  {mode === 'admin' && (
                    <IconButton
                      variant="ghost"
                      color="red"
                      aria-label={t('plan.table.delete', { title: a.title })}
                      disabled={busy}
                      onClick={() => onDelete?.(a)}
                    >
                      <TrashIcon />
                    </IconButton>
                  )}
                </Flex>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
