import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import type { ResourceRow } from '../../../machines/resource.machine';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import type { ListDescriptor, Related } from './list-descriptor';

interface DeleteDialogProps {
  list: ListDescriptor;
  item: ResourceRow;
  related: Related;
  busy: boolean;
  error: Failure | null;
  onConfirm(): void;
  onClose(): void;
}

/** Asks first, naming the item and what goes with it (STYLE: anything destructive asks first). */
export function DeleteDialog({ list, item, related, busy, error, onConfirm, onClose }: DeleteDialogProps) {
  const consequence = list.deleteConsequence?.(item, related) ?? null;
  const blocked = consequence?.blocks === true;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{blocked ? `This ${list.singular} is in use` : `Delete this ${list.singular}?`}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Text weight="medium">“{list.label(item)}”</Text>{' '}
          {blocked ? 'cannot be deleted yet.' : `will be removed from your ${list.title.toLowerCase()}.`}{' '}
          {consequence?.message ?? 'This cannot be undone.'}
        </AlertDialog.Description>
        {error && <Flex mt="3"><FailureCallout lines={failureSummary(error)} /></Flex>}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel disabled={busy}>
            <Button variant="soft" color="gray">{blocked ? 'Close' : 'Cancel'}</Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: the dialog stays open until the server has answered. */}
          {!blocked && <Button color="red" loading={busy} disabled={busy} onClick={onConfirm}>Delete {list.singular}</Button>}
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
