import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../../machines/failure';
import type { Coach } from '../../../../schemas/coaching';
import { DialogButtons } from '../../../components/alert-dialog-parts';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';

interface DeleteCoachDialogProps {
  coach: Coach;
  busy: boolean;
  error: Failure | null;
  onConfirm(): void;
  onClose(): void;
}

/** What a refused delete says: a 409 is a coach whose engagements keep them in the pool, and what to do instead. */
export function deleteRefusal(t: TFunction<'coaching'>, coach: Coach, error: Failure): string[] {
  if (error.status !== 409) return failureSummary(error);
  return [t('deleteCoach.engaged', { name: coach.name }), ...(error.detail ? [error.detail] : []), t('deleteCoach.untick')];
}

/** Asks first, naming the coach and what becomes of their coachees (STYLE: destructive actions ask). */
export function DeleteCoachDialog({ coach, busy, error, onConfirm, onClose }: DeleteCoachDialogProps) {
  const { t } = useTranslation('coaching');
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>
          <Trans t={t} i18nKey="deleteCoach.title" values={{ name: coach.name }} components={{ bdi: <bdi /> }} />
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Trans t={t} i18nKey="deleteCoach.notProposed" values={{ name: coach.name }} components={{ strong: <Text weight="medium" /> }} />{' '}
          {coach.coachees > 0 ? t('deleteCoach.coachees', { count: coach.coachees }) : t('deleteCoach.noCoachees')}
          {coach.kind === 'outside' && ` ${t('deleteCoach.linkStops')}`}
        </AlertDialog.Description>
        {error && (
          <Flex mt="3" direction="column">
            <FailureCallout lines={deleteRefusal(t, coach, error)} />
          </Flex>
        )}
        <DialogButtons busy={busy}>
          <Button color="red" loading={busy} disabled={busy || error?.status === 409} onClick={onConfirm}>
            {t('deleteCoach.submit')}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
