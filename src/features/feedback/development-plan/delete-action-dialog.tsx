import type { ReactNode } from 'react';
import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../../machines/failure';
import type { DevelopmentAction } from '../../../../schemas/development-plan';
import { failureSummary } from '../../../lib/error-messages';
import { DialogButtons } from '../../../components/alert-dialog-parts';
import { FailureCallout } from '../../../components/failure-callout';

interface DeleteActionDialogProps {
  action: DevelopmentAction;
  busy: boolean;
  error: Failure | null;
  /** A delete refused as stale (412): who changed it, when, and Reload. */
  stale?: ReactNode;
  onConfirm(): void;
  onDismissErrors(): void;
  onClose(): void;
}

/** Asks first, naming the action (STYLE: anything destructive asks first). */
export function DeleteActionDialog({ action, busy, error, stale, onConfirm, onDismissErrors, onClose }: DeleteActionDialogProps) {
  const { t } = useTranslation('feedback');
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{t('plan.delete.title')}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Trans
            t={t}
            i18nKey={action.status === 'done' ? 'plan.delete.textDone' : 'plan.delete.text'}
            values={{ title: action.title, name: action.ratee.name }}
            components={{ strong: <Text weight="medium" />, bdi: <bdi /> }}
          />
        </AlertDialog.Description>
        {stale && (
          <Flex mt="3" direction="column">
            {stale}
          </Flex>
        )}
        {!stale && error && (
          <Flex mt="3">
            <FailureCallout lines={failureSummary(error)} onDismiss={onDismissErrors} />
          </Flex>
        )}
        <DialogButtons busy={busy}>
          <Button color="red" loading={busy} disabled={busy} onClick={onConfirm}>
            {t('plan.delete.confirm')}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
