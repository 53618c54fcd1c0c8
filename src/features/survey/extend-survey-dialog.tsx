import { useState } from 'react';
import { AlertDialog, Button, Flex, Text, TextField } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import type { SurveyTarget } from '../../../machines/survey-actions.machine';
import { extensionProblem, today } from '../../../machines/survey-lifecycle';
import { DialogButtons, DialogFailure } from '../../components/alert-dialog-parts';
import { fullDay, plural } from '../../lib/english-format';

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
  const [endDate, setEndDate] = useState(() => suggested(survey));
  const [attempted, setAttempted] = useState(false);
  const problem = extensionProblem(survey, endDate);
  const open = survey.progress.assigned - survey.progress.submitted;
  const confirm = () => {
    setAttempted(true);
    if (!problem) onConfirm(endDate);
  };
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => !isOpen && !busy && onClose()}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>Extend “{survey.title}”?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          It ended on {fullDay(survey.end_date)}. A later end date opens it again: raters who have not submitted ({plural(open, 'assignment')}) can answer until
          then, and its results wait until it closes.
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
              New end date
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
              {attempted && problem ? problem : 'The last day raters can answer.'}
            </Text>
          </form>
        </Flex>
        <DialogFailure error={error} busy={busy} onDismiss={onDismissError} />
        <DialogButtons busy={busy}>
          <Button type="submit" form="extend-survey" loading={busy} disabled={busy}>
            {error ? 'Try again' : 'Extend end date'}
          </Button>
        </DialogButtons>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
