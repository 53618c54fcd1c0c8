import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import type { Failure } from '../../../../machines/failure';
import type { Coach } from '../../../../schemas/coaching';
import { DialogButtons } from '../../../components/alert-dialog-parts';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import { plural } from '../../../lib/english-format';

interface DeleteCoachDialogProps {
  coach: Coach;
  busy: boolean;
  error: Failure | null;
  onConfirm(): void;
  onClose(): void;
}

/** What a refused delete says: a 409 is a coach whose engagements keep them in the pool, and what to do instead. */
export function deleteRefusal(coach: Coach, error: Failure): string[] {
  if (error.status !== 409) return failureSummary(error);
  return [
    `${coach.name} cannot be removed while they have coaching engagements.`,
    ...(error.detail ? [error.detail] : []),
    'Untick “Taking new coachees” in their details instead: they get no new requests, and their coachees keep them.',
  ];
}

/** Asks first, naming the coach and what becomes of their coachees (STYLE: destructive actions ask). */
export function DeleteCoachDialog({ coach, busy, error, onConfirm, onClose }: DeleteCoachDialogProps) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>Remove {coach.name} from the pool?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Text weight="medium">{coach.name}</Text> is no longer proposed to anyone.{' '}
          {coach.coachees > 0 ? `They have ${plural(coach.coachees, 'coachee')} now.` : 'They have no coachees now.'}
          {coach.kind === 'outside' && ' Their personal link stops working.'}
        </AlertDialog.Description>
        {error && (
          <Flex mt="3" direction="column">
            <FailureCallout lines={deleteRefusal(coach, error)} />
          </Flex>
        )}
        <DialogButtons busy={busy}>
          <Button color="red" loading={busy} disabled={busy || error?.status === 409} onClick={onConfirm}>
            Remove coach
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
