import { AlertDialog, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { Failure } from '../../../machines/failure';
import type { SurveyTarget } from '../../../machines/survey-actions.machine';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { plural } from '../../lib/english-format';

interface DeleteSurveyDialogProps {
  survey: SurveyTarget;
  /** The server's refusal: answers exist. The dialog then offers deleting them too. */
  refusal: string | null;
  /** The admin already confirmed deleting the answers. */
  withAnswers: boolean;
  busy: boolean;
  error: Failure | null;
  onConfirm(): void;
  onDismissError(): void;
  onClose(): void;
}

/** What goes with the survey, from its progress. */
function lossLine({ progress }: SurveyTarget): string {
  if (progress.assigned === 0) return 'It has no raters yet.';
  const pairs = `${plural(progress.assigned, 'rater assignment')} for ${plural(progress.ratees, 'ratee')}`;
  return `Its ${pairs} go with it, and raters' links stop working.`;
}

/** Asks first, naming the survey and what is lost; a refusal because answers exist asks a second time. */
export function DeleteSurveyDialog({ survey, refusal, withAnswers, busy, error, onConfirm, onDismissError, onClose }: DeleteSurveyDialogProps) {
  const answersToo = refusal !== null || withAnswers;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="520px">
        <AlertDialog.Title>Delete “{survey.title}”?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Text weight="medium">{survey.title}</Text> is deleted for everyone. {lossLine(survey)} This cannot be undone.
        </AlertDialog.Description>
        {answersToo && (
          <Callout.Root color="amber" size="1" mt="3" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{refusal ?? 'Raters have already answered this survey.'} Their answers will be gone from every feedback report.</Callout.Text>
          </Callout.Root>
        )}
        {error && (
          <Flex mt="3" direction="column">
            <FailureCallout lines={failureSummary(error)} onDismiss={busy ? undefined : onDismissError} />
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel disabled={busy}>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: the dialog stays open until the server has answered. */}
          <Button color="red" loading={busy} disabled={busy} onClick={onConfirm}>
            {answersToo ? 'Delete survey and its answers' : 'Delete survey'}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
