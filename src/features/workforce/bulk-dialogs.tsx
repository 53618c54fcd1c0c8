import { useMemo, useState } from 'react';
import { AlertDialog, Box, Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { Employee } from '../../../schemas/employee';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { ManagerPicker, managerOptions, type ManagerPickerProps } from './manager-picker';
import type { BulkDialogKind } from './workforce-bulk-bar';
import type { BulkAction } from './workforce-bulk-flows';

interface BulkDialogProps {
  kind: BulkDialogKind;
  ids: number[];
  employees: readonly Employee[];
  busy: boolean;
  error: Failure | null;
  onConfirm(action: BulkAction): void;
  onClose(): void;
}

/** Asks first, naming the count (STYLE: anything that changes many rows, or destroys, asks). */
export function BulkDialog({ kind, ids, employees, busy, error, onConfirm, onClose }: BulkDialogProps) {
  const { t } = useTranslation('workforce');
  const [manager, setManager] = useState<number | undefined>(undefined);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const candidates = useMemo(() => (kind === 'manager' ? managerOptions(employees.filter((e) => !chosen.has(e.id))) : []), [kind, employees, chosen]);
  const count = { count: ids.length };
  const texts = {
    invite: {
      title: t('bulkDialog.invite.title', count),
      body: t('bulkDialog.invite.body', count),
      action: t('bulkDialog.invite.action', count),
      color: undefined,
    },
    manager: {
      title: t('bulkDialog.manager.title', count),
      body: t('bulkDialog.manager.body', count),
      action: t('bulkDialog.manager.action', count),
      color: undefined,
    },
    delete: {
      title: t('bulkDialog.delete.title', count),
      body: t('bulkDialog.delete.body', count),
      action: t('bulkDialog.delete.action', count),
      color: 'red' as const,
    },
  }[kind];
  const action: BulkAction = kind === 'manager' ? { kind, ids, parent_id: manager ?? null } : { kind, ids };
  const picker = {
    id: 'bulk-manager',
    value: manager,
    placeholder: t('manager.none'),
    options: { people: candidates },
    onChange: setManager,
    onBlur: () => undefined,
    rawErrors: [],
  } satisfies ManagerPickerProps;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>{texts.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{texts.body}</AlertDialog.Description>
        {kind === 'manager' && (
          <Box mt="3">
            <Text as="label" htmlFor="bulk-manager" size="2" weight="medium">
              {t('bulkDialog.manager.label')}
            </Text>
            <Box mt="1">
              <ManagerPicker {...picker} />
            </Box>
          </Box>
        )}
        {error && (
          <Flex mt="3">
            <FailureCallout lines={failureSummary(error)} />
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel disabled={busy}>
            <Button variant="soft" color="gray">
              {t('bulkDialog.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button color={texts.color} loading={busy} disabled={busy} onClick={() => onConfirm(action)}>
            {texts.action}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
