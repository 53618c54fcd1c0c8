import { Button, Flex, Progress, Text } from '@radix-ui/themes';
import { CheckIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { answeredCount, totalStatements } from '../../../../machines/answer/answer-state';
import { failureSummary } from '../../../lib/error-messages';
import { saveStatusOf, useAnswerActor, type SaveStatus } from './answer-actor';
import { useAnswerHome } from './answer-home';

export const PREVIEW_NOTE = 'Preview — answers are not saved';

const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: 'Your answers are saved as you go.',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'Saved',
  saveFailed: 'Not saved to the server yet; your answers are kept on this device. Trying again…',
  saveRefused: 'Not saved: your answers are kept on this device.',
  offline: 'Offline — your answers are kept on this device and will be saved when you are back online',
};

/** "12 of 60 statements answered" over a bar. */
export function AnswerProgress() {
  const actor = useAnswerActor();
  const done = useSelector(actor, (s) => answeredCount(s.context.answers));
  const total = useSelector(actor, (s) => (s.context.sheet ? totalStatements(s.context.sheet) : 0));
  return (
    <Flex direction="column" gap="1" className="answer-progress">
      <Progress value={total ? (done / total) * 100 : 0} aria-label="Statements answered" aria-valuetext={`${done} of ${total}`} />
      <Text size="1" color="gray">
        {done} of {total} statements answered
      </Text>
    </Flex>
  );
}

/** Where the answers are: announced politely to screen readers as it changes. */
export function SaveStatusLine() {
  const actor = useAnswerActor();
  const status = useSelector(actor, saveStatusOf);
  const { preview = false } = useAnswerHome();
  // The server's own words when it refused the draft (the survey closed meanwhile…).
  const reason = useSelector(actor, (s) => (saveStatusOf(s) === 'saveRefused' && s.context.saveError ? failureSummary(s.context.saveError)[0] : null));
  const warn = status === 'saveFailed' || status === 'saveRefused' || status === 'offline';
  if (preview)
    return (
      <Flex minHeight="24px" align="center">
        <Text size="1" color="gray">
          {PREVIEW_NOTE}
        </Text>
      </Flex>
    );
  return (
    <Flex align="center" gap="2" wrap="wrap" minHeight="24px">
      <Text role="status" aria-live="polite" size="1" color={warn ? 'amber' : 'gray'} className="answer-save-status">
        {status === 'saved' && <CheckIcon aria-hidden="true" />}
        {warn && <ExclamationTriangleIcon aria-hidden="true" />}
        {status && SAVE_TEXT[status]}
        {reason && ` ${reason}`}
      </Text>
      {(status === 'saveFailed' || status === 'saveRefused') && (
        <Button size="1" variant="soft" onClick={() => actor.send({ type: 'retry' })}>
          Save now
        </Button>
      )}
    </Flex>
  );
}
