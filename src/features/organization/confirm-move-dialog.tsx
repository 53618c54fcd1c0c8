import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { OrgItem } from './org-forest';

interface ConfirmMoveDialogProps {
  person: OrgItem;
  manager: OrgItem;
  onConfirm(): void;
  onClose(): void;
}

const teamOf = (n: number) => (n === 0 ? '' : ` Their ${n === 1 ? 'direct report moves' : `${n} direct reports move`} with them.`);

/** A drop is easy to make by mistake: it asks first, naming both people. */
export function ConfirmMoveDialog({ person, manager, onConfirm, onClose }: ConfirmMoveDialogProps) {
  const now = person.parent ? `${person.name} reports to ${person.parent.name} now.` : `${person.name} is at the top of the organization now.`;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>
          Move {person.name} under {manager.name}?
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          {now}
          {teamOf(person.reports)} You can undo the move right after.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button onClick={onConfirm}>Move</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
