import { Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LEVEL, LEVELS, type Level } from '../../../../machines/answer/answer-state';
import { levelLabel } from './answer-labels';
import { useAnswerActor } from './answer-actor';

export const levelGroupId = (competency: number) => `level-choice-${competency}`;
export const commentId = (competency: number) => `comment-${competency}`;

/**
 * The observed proficiency level of a competency: basic shows chosen until the rater picks
 * one, but only a level they picked is sent; the hint says so until then.
 */
export function CompetencyLevel({ competency }: { competency: number }) {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const chosen = useSelector(actor, (s) => s.context.answers.levels[competency]);
  const labelId = `level-${competency}`;
  const hintId = `level-${competency}-hint`;
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} as="div" size="2" weight="bold">
        {t('answer.level.label')}
      </Text>
      <RadioGroup.Root
        id={levelGroupId(competency)}
        aria-labelledby={labelId}
        aria-describedby={chosen ? undefined : hintId}
        value={chosen ?? DEFAULT_LEVEL}
        className="level-choice"
        onValueChange={(value) => actor.send({ type: 'level', competency, level: value as Level })}
      >
        {LEVELS.map((l) => (
          <RadioGroup.Item
            key={l}
            value={l}
            // Basic shows chosen, so choosing it changes no value: the click itself records it.
            onClick={!chosen && l === DEFAULT_LEVEL ? () => actor.send({ type: 'level', competency, level: l }) : undefined}
          >
            {levelLabel(l)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {!chosen && (
        <Text id={hintId} as="p" size="1" color="gray">
          {t('answer.level.hint')}
        </Text>
      )}
    </Flex>
  );
}

/** An optional comment about the competency, kept as typed. */
export function CompetencyComment({ competency }: { competency: number }) {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const text = useSelector(actor, (s) => s.context.answers.comments[competency] ?? '');
  const id = commentId(competency);
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {t('answer.comment.label')}{' '}
        <Text weight="regular" color="gray">
          {t('answer.comment.optional')}
        </Text>
      </Text>
      <TextArea
        id={id}
        value={text}
        maxLength={2000}
        rows={3}
        placeholder={t('answer.comment.placeholder')}
        onChange={(e) => actor.send({ type: 'comment', competency, text: e.target.value })}
      />
    </Flex>
  );
}
