import type { ReactNode } from 'react';
import { AlertDialog, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { Employee } from '../../../schemas/employee';
import { DialogButtons } from '../../components/alert-dialog-parts';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { i18n } from '../../i18n';
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
  if (reports === 0) return i18n.t('workforce:deleteDialog.noReports');
  const manager = employees.find((e) => e.id === employee.parent_id);
  return manager
    ? i18n.t('workforce:deleteDialog.reportsMove', { count: reports, manager: fullName(manager) })
    : i18n.t('workforce:deleteDialog.reportsAlone', { count: reports });
}

/** A name inside the dialog's sentence: written by people, in whatever script. */
function Name({ children }: { children?: ReactNode }) {
  return (
    <Text weight="medium">
      <bdi>{children}</bdi>
    </Text>
  );
}

/** Asks first, naming the person and what becomes of their reports (STYLE: destructive actions ask). */
export function DeleteEmployeeDialog({ employee, employees, isSelf, busy, error, stale, onConfirm, onClose }: DeleteEmployeeDialogProps) {
  const { t } = useTranslation('workforce');
  const name = fullName(employee);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>{t('deleteDialog.title', { name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Trans
            t={t}
            i18nKey="deleteDialog.body"
            values={{ name, email: employee.email, reports: reportsLine(employee, employees) }}
            components={{ name: <Name /> }}
          />
        </AlertDialog.Description>
        {isSelf && (
          <Callout.Root color="amber" size="1" mt="3">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{t('deleteDialog.self')}</Callout.Text>
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
            {t('deleteDialog.confirm')}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
