import { AlertDialog, Button } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { DialogButtons, DialogFailure } from '../../components/alert-dialog-parts';

interface ReleaseAllDialogProps {
  title: string;
  unreleased: number;
  busy: boolean;
  error: Failure | null;
  onConfirm(): void;
  onDismissError(): void;
  onClose(): void;
}

/** Releasing every report asks first: each ratee will see their report. A failure stays in the dialog. */
export function ReleaseAllDialog({ title, unreleased, busy, error, onConfirm, onDismissError, onClose }: ReleaseAllDialogProps) {
  const { t } = useTranslation('feedback');
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>
          <Trans t={t} i18nKey="releaseAll.title" values={{ title }} components={{ bdi: <bdi /> }} />
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t('releaseAll.text')}
          {unreleased > 0 && ` ${t('releaseAll.unreleased', { count: unreleased })}`} {t('releaseAll.later')}
        </AlertDialog.Description>
        <DialogFailure error={error} busy={busy} onDismiss={onDismissError} />
        <DialogButtons busy={busy}>
          <Button loading={busy} disabled={busy} onClick={onConfirm}>
            {error ? t('tryAgain') : t('releaseAll.confirm')}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
