import { AlertDialog, Button } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import type { SurveyTarget } from '../../../machines/survey-actions.machine';
import { DialogButtons, DialogFailure } from '../../components/alert-dialog-parts';
import { plural } from '../../lib/english-format';

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

const TEXTS = {
  remind: {
    title: () => 'Send a reminder?',
    body: (s: SurveyTarget) =>
      `Mail every rater who has not submitted yet for “${s.title}” (${plural(pendingOf(s), 'assignment')} open). Raters who have submitted are not mailed.`,
    confirm: 'Send reminder',
    color: undefined,
  },
  close: {
    title: (s: SurveyTarget) => `Close “${s.title}”?`,
    body: (s: SurveyTarget) =>
      `Raters can no longer answer. The ${plural(s.progress.submitted, 'answer')} submitted so far are kept for the reports; ${plural(pendingOf(s), 'assignment')} not submitted stay unanswered. This cannot be undone.`,
    confirm: 'Close survey',
    color: 'red' as const,
  },
};

/** Remind or close: asks first, and keeps a failure on screen until dismissed. */
export function ConfirmSurveyDialog({ kind, survey, busy, error, onConfirm, onDismissError, onClose }: ConfirmSurveyDialogProps) {
  const text = TEXTS[kind];
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>{text.title(survey)}</AlertDialog.Title>
        <AlertDialog.Description size="2">{text.body(survey)}</AlertDialog.Description>
        <DialogFailure error={error} busy={busy} onDismiss={onDismissError} />
        <DialogButtons busy={busy}>
          <Button color={text.color} loading={busy} disabled={busy} onClick={onConfirm}>
            {error ? 'Try again' : text.confirm}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
