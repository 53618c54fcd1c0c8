import type { ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { Failure } from '../../machines/failure';
import { failureSummary } from '../lib/error-messages';
import { FailureCallout } from './failure-callout';
import { useTranslation } from 'react-i18next';

/** A confirming dialog's failure under its text; it cannot be dismissed while the request is under way. */
export function DialogFailure({ error, busy, onDismiss }: { error: Failure | null; busy: boolean; onDismiss(): void }) {
  if (!error) return null;
  return (
    <Flex mt="3" direction="column">
      <FailureCallout lines={failureSummary(error)} onDismiss={busy ? undefined : onDismiss} />
    </Flex>
  );
}

interface DialogButtonsProps {
  busy: boolean;
  cancel?: string;
  /** The dialog's own buttons, after Cancel. */
  children: ReactNode;
}

/**
 * Cancel, then the dialog's own buttons. Those are not AlertDialog.Action: the dialog stays
 * open until the server has answered.
 */
export function DialogButtons({ busy, cancel, children }: DialogButtonsProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" mt="4" justify="end">
      <AlertDialog.Cancel disabled={busy}>
        <Button variant="soft" color="gray">
          {cancel ?? t('actions.cancel')}
        </Button>
      </AlertDialog.Cancel>
      {children}
    </Flex>
  );
}
