import { AlertDialog, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { SurveyTarget } from '../../../machines/survey-actions.machine';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { i18n } from '../../i18n';

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
  if (progress.assigned === 0) return i18n.t('survey:dialogs.delete.noRaters');
  return i18n.t('survey:dialogs.delete.loss', {
    assignments: i18n.t('survey:dialogs.delete.assignments', { count: progress.assigned }),
    ratees: i18n.t('survey:dialogs.delete.ratees', { count: progress.ratees }),
  });
}

/** Asks first, naming the survey and what is lost; a refusal because answers exist asks a second time. */
export function DeleteSurveyDialog({ survey, refusal, withAnswers, busy, error, onConfirm, onDismissError, onClose }: DeleteSurveyDialogProps) {
  const { t } = useTranslation('survey');
  const answersToo = refusal !== null || withAnswers;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="520px">
        <AlertDialog.Title>
          <Trans t={t} i18nKey="dialogs.delete.title" values={{ title: survey.title }} components={{ bdi: <bdi /> }} />
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Trans
            t={t}
            i18nKey="dialogs.delete.body"
            values={{ title: survey.title, loss: lossLine(survey) }}
            components={{ name: <Text weight="medium" dir="auto" /> }}
          />
        </AlertDialog.Description>
        {answersToo && (
          <Callout.Root color="amber" size="1" mt="3" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{t('dialogs.delete.answersGone', { refusal: refusal ?? t('dialogs.delete.answered') })}</Callout.Text>
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
              {t('dialogs.cancel')}
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: the dialog stays open until the server has answered. */}
          <Button color="red" loading={busy} disabled={busy} onClick={onConfirm}>
            {answersToo ? t('dialogs.delete.withAnswers') : t('dialogs.delete.confirm')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
