import { useState } from 'react';
import { AlertDialog, Button, Flex, Text, TextField } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { SurveyTarget } from '../../../machines/survey-actions.machine';
import { extensionProblem, today } from '../../../machines/survey-lifecycle';
import { DialogButtons, DialogFailure } from '../../components/alert-dialog-parts';
import { fullDay } from '../../i18n/format';
import { machineSentenceOrNull } from './machine-words';

interface ExtendSurveyDialogProps {
  survey: SurveyTarget;
  busy: boolean;
  error: Failure | null;
  onConfirm(endDate: string): void;
  onDismissError(): void;
  onClose(): void;
}

const DAY = 86_400_000;
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A week from today, or the day after the current end if that is later. */
const suggested = (survey: SurveyTarget) => [plusDays(today(), 7), plusDays(survey.end_date, 1)].sort().at(-1)!;

/** Asks for the new end date of a survey that ended by its date; the survey opens again until then. */
export function ExtendSurveyDialog({ survey, busy, error, onConfirm, onDismissError, onClose }: ExtendSurveyDialogProps) {
  const { t } = useTranslation('survey');
  const [endDate, setEndDate] = useState(() => suggested(survey));
  const [attempted, setAttempted] = useState(false);
  const problem = machineSentenceOrNull(extensionProblem(survey, endDate));
  const open = survey.progress.assigned - survey.progress.submitted;
  const confirm = () => {
    setAttempted(true);
    if (!problem) onConfirm(endDate);
  };
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => !isOpen && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>
          <Trans t={t} i18nKey="dialogs.extend.title" values={{ title: survey.title }} components={{ bdi: <bdi /> }} />
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t('dialogs.extend.body', { day: fullDay(survey.end_date), open: t('dialogs.assignmentCount', { count: open }) })}
        </AlertDialog.Description>
        <Flex direction="column" gap="1" mt="4" asChild>
          <form
            id="extend-survey"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            <Text as="label" size="2" weight="medium" htmlFor="extend-end-date">
              {t('dialogs.extend.newEndDate')}
            </Text>
            <TextField.Root
              id="extend-end-date"
              type="date"
              size="3"
              value={endDate}
              min={plusDays(survey.end_date, 1)}
              disabled={busy}
              aria-invalid={attempted && problem ? true : undefined}
              aria-describedby="extend-end-date-help"
              onChange={(e) => setEndDate(e.target.value)}
            />
            <Text id="extend-end-date-help" size="1" color={attempted && problem ? 'red' : 'gray'} role={attempted && problem ? 'alert' : undefined}>
              {attempted && problem ? problem : t('dialogs.extend.help')}
            </Text>
          </form>
        </Flex>
        <DialogFailure error={error} busy={busy} onDismiss={onDismissError} />
        <DialogButtons busy={busy}>
          <Button type="submit" form="extend-survey" loading={busy} disabled={busy}>
            {error ? t('dialogs.tryAgain') : t('actions.extend')}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
