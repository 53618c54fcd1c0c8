import type { ReactNode } from 'react';
import { AlertDialog, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { Failure } from '../../../machines/failure';
import type { Employee } from '../../../schemas/employee';
import { DialogButtons } from '../../components/alert-dialog-parts';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { fullName } from './employee-rows';

interface DeleteEmployeeDialogProps {
  employee: Employee;
  /** The loaded list: who reports to them, and to whom those reports move. */
  employees: readonly Employee[];
  /** The person deleting is this employee: they will be signed out. */
  isSelf: boolean;
  busy: boolean;
  error: Failure | null;
  /** A delete refused as stale (412): who changed it, when, and Reload. */
  stale?: ReactNode;
  onConfirm(): void;
  onClose(): void;
}

/** What happens to someone's direct reports when they go (the server moves them up a level). */
function reportsLine(employee: Employee, employees: readonly Employee[]): string {
  const reports = employees.filter((e) => e.parent_id === employee.id).length;
  if (reports === 0) return 'Nobody reports to them.';
  const manager = employees.find((e) => e.id === employee.parent_id);
  const who = reports === 1 ? 'Their direct report' : `Their ${reports} direct reports`;
  return manager ? `${who} will report to ${fullName(manager)} instead.` : `${who} will have no manager.`;
}

/** Asks first, naming the person and what becomes of their reports (STYLE: destructive actions ask). */
export function DeleteEmployeeDialog({ employee, employees, isSelf, busy, error, stale, onConfirm, onClose }: DeleteEmployeeDialogProps) {
  const name = fullName(employee);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>Delete {name}?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Text weight="medium">{name}</Text> ({employee.email}) loses their account and leaves your workforce. {reportsLine(employee, employees)} This cannot
          be undone.
        </AlertDialog.Description>
        {isSelf && (
          <Callout.Root color="amber" size="1" mt="3">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>This is your own account: you will be signed out at once.</Callout.Text>
          </Callout.Root>
        )}
        {error && (
          <Flex mt="3">
            <FailureCallout lines={failureSummary(error)} />
          </Flex>
        )}
        {stale && (
          <Flex mt="3" direction="column">
            {stale}
          </Flex>
        )}
        <DialogButtons busy={busy}>
          <Button color="red" loading={busy} disabled={busy} onClick={onConfirm}>
            Delete employee
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
