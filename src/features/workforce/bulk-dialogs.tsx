import { useMemo, useState } from 'react';
import { AlertDialog, Box, Button, Flex, Text } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import type { Employee } from '../../../schemas/employee';
import { FailureCallout } from '../../components/failure-callout';
import { plural } from '../../lib/english-format';
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
  const [manager, setManager] = useState<number | undefined>(undefined);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const candidates = useMemo(() => (kind === 'manager' ? managerOptions(employees.filter((e) => !chosen.has(e.id))) : []), [kind, employees, chosen]);
  const count = plural(ids.length, 'employee');
  const texts = {
    invite: {
      title: `Invite ${count}?`,
      body: `${ids.length === 1 ? 'They are' : 'Each of them is'} mailed a link to set a password (a fresh one if invited before), unless they sign in already: then they are skipped.`,
      action: `Invite ${count}`,
      color: undefined,
    },
    manager: {
      title: `Set the manager of ${count}`,
      body: `The ${count} will report to the person you choose, or to nobody.`,
      action: `Set manager of ${count}`,
      color: undefined,
    },
    delete: {
      title: `Delete ${count}?`,
      body: `The ${count} lose their accounts and leave your workforce; whoever reported to them moves up to the next manager. This cannot be undone.`,
      action: `Delete ${count}`,
      color: 'red' as const,
    },
  }[kind];
  const action: BulkAction = kind === 'manager' ? { kind, ids, parent_id: manager ?? null } : { kind, ids };
  const picker = {
    id: 'bulk-manager',
    value: manager,
    placeholder: 'No manager',
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
              Manager
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
              Cancel
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
