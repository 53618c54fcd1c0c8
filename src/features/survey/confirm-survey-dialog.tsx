import { AlertDialog, Button } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { SurveyTarget } from '../../../machines/survey-actions.machine';
import { DialogButtons, DialogFailure } from '../../components/alert-dialog-parts';

interface ConfirmSurveyDialogProps {
  kind: 'remind' | 'close';
  survey: SurveyTarget;
  busy: boolean;
  error: Failure | null;
  onConfirm(): void;
  onDismissError(): void;
  onClose(): void;
}

const pendingOf = ({ progress }: SurveyTarget) => progress.assigned - progress.submitted;

/** Remind or close: asks first, and keeps a failure on screen until dismissed. */
export function ConfirmSurveyDialog({ kind, survey, busy, error, onConfirm, onDismissError, onClose }: ConfirmSurveyDialogProps) {
  const { t } = useTranslation('survey');
  const bdi = { bdi: <bdi /> };
  const values = {
    title: survey.title,
    open: t('dialogs.assignmentCount', { count: pendingOf(survey) }),
    answers: t('dialogs.close.answers', { count: survey.progress.submitted }),
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>
          {kind === 'remind' ? t('dialogs.remind.title') : <Trans t={t} i18nKey="dialogs.close.title" values={values} components={bdi} />}
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Trans t={t} i18nKey={kind === 'remind' ? 'dialogs.remind.body' : 'dialogs.close.body'} values={values} components={bdi} />
        </AlertDialog.Description>
        <DialogFailure error={error} busy={busy} onDismiss={onDismissError} />
        <DialogButtons busy={busy}>
          <Button color={kind === 'close' ? 'red' : undefined} loading={busy} disabled={busy} onClick={onConfirm}>
            {error ? t('dialogs.tryAgain') : kind === 'remind' ? t('actions.remind') : t('actions.close')}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
