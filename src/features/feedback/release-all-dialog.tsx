import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
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
        {error && (
          <Flex mt="3" direction="column">
            <FailureCallout lines={failureSummary(error)} onDismiss={busy ? undefined : onDismissError} />
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel disabled={busy}>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button loading={busy} disabled={busy} onClick={onConfirm}>
            {error ? 'Try again' : 'Release all reports'}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
