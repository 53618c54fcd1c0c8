import { Button, Flex, Progress, Text } from '@radix-ui/themes';
import { CheckIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { answeredCount, totalStatements } from '../../../../machines/answer/answer-state';
import { failureSummary } from '../../../lib/error-messages';
import { saveStatusOf, useAnswerActor, type SaveStatus } from './answer-actor';
import { useAnswerHome } from './answer-home';

// Pending and saving read alike: a save about to go is as good as one on its way.
const SAVE_TEXT = {
  idle: 'answer.save.idle',
  pending: 'answer.save.saving',
  saving: 'answer.save.saving',
  saved: 'answer.save.saved',
  saveFailed: 'answer.save.failed',
  saveRefused: 'answer.save.refused',
  offline: 'answer.save.offline',
} as const satisfies Record<SaveStatus, string>;

/** "12 of 60 statements answered" over a bar. */
export function AnswerProgress() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const done = useSelector(actor, (s) => answeredCount(s.context.answers));
  const total = useSelector(actor, (s) => (s.context.sheet ? totalStatements(s.context.sheet) : 0));
  return (
    <Flex direction="column" gap="1" className="answer-progress">
      <Progress value={total ? (done / total) * 100 : 0} aria-label={t('answer.progress.label')} aria-valuetext={t('answer.progress.value', { done, total })} />
      <Text size="1" color="gray">
        {t('answer.progress.text', { done, total })}
      </Text>
    </Flex>
  );
}

/** Where the answers are: announced politely to screen readers as it changes. */
export function SaveStatusLine() {
  const { t } = useTranslation('survey');
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
          {t('answer.previewNote')}
        </Text>
      </Flex>
    );
  return (
    <Flex align="center" gap="2" wrap="wrap" minHeight="24px">
      <Text role="status" aria-live="polite" size="1" color={warn ? 'amber' : 'gray'} className="answer-save-status">
        {status === 'saved' && <CheckIcon aria-hidden="true" />}
        {warn && <ExclamationTriangleIcon aria-hidden="true" />}
        {status && t(SAVE_TEXT[status])}
        {reason && ` ${reason}`}
      </Text>
      {(status === 'saveFailed' || status === 'saveRefused') && (
        <Button size="1" variant="soft" onClick={() => actor.send({ type: 'retry' })}>
          {t('answer.save.now')}
        </Button>
      )}
    </Flex>
  );
}
