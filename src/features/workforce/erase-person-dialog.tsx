import type { ReactNode } from 'react';
import { AlertDialog, Button, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { Employee } from '../../../schemas/employee';
import { DialogButtons, DialogFailure } from '../../components/alert-dialog-parts';
import { fullName } from './employee-rows';

interface ErasePersonDialogProps {
  employee: Employee;
  busy: boolean;
  error: Failure | null;
  onConfirm(): void;
  onDismissError(): void;
  onClose(): void;
}

/** A name inside the dialog's sentence: written by people, in whatever script. */
function Name({ children }: { children?: ReactNode }) {
  return (
    <Text weight="medium">
      <bdi>{children}</bdi>
    </Text>
  );
}

/** Asks first, naming the person, what goes and what stays anonymous (STYLE: destructive actions ask). */
export function ErasePersonDialog({ employee, busy, error, onConfirm, onDismissError, onClose }: ErasePersonDialogProps) {
  const { t } = useTranslation('workforce');
  const name = fullName(employee);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="520px">
        <AlertDialog.Title>{t('eraseDialog.title', { name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Trans t={t} i18nKey="eraseDialog.body" values={{ name, email: employee.email }} components={{ name: <Name /> }} />
        </AlertDialog.Description>
        <Text as="p" size="2" mt="3">
          {t('eraseDialog.kept')}
        </Text>
        <Text as="p" size="2" mt="3" weight="medium">
          {t('eraseDialog.final')}
        </Text>
        <DialogFailure error={error} busy={busy} onDismiss={onDismissError} />
        <DialogButtons busy={busy}>
          <Button color="red" loading={busy} disabled={busy} onClick={onConfirm}>
            {t('eraseDialog.confirm', { name })}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
