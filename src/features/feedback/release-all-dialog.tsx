import { AlertDialog, Button } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import { DialogButtons, DialogFailure } from '../../components/alert-dialog-parts';
import { plural } from '../../lib/english-format';

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
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>Release every report of “{title}”?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Each ratee will see their own report under My feedback: scores by rater group, comments and development areas.
          {unreleased > 0 && ` ${plural(unreleased, 'report')} not released yet will be released.`} You can withdraw a report later, but a ratee may already
          have read or downloaded it.
        </AlertDialog.Description>
        <DialogFailure error={error} busy={busy} onDismiss={onDismissError} />
        <DialogButtons busy={busy}>
          <Button loading={busy} disabled={busy} onClick={onConfirm}>
            {error ? 'Try again' : 'Release all reports'}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
