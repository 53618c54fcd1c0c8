import { Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { DEFAULT_LEVEL, LEVELS, type Level } from '../../../machines/answer/answer-state';
import { LEVEL_LABELS } from './answer-labels';
import { useAnswerActor } from './answer-actor';

/** The observed proficiency level of a competency: basic until the rater chooses another. */
export function CompetencyLevel({ competency }: { competency: number }) {
  const actor = useAnswerActor();
  const level = useSelector(actor, (s) => s.context.answers.levels[competency] ?? DEFAULT_LEVEL);
  const labelId = `level-${competency}`;
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} as="div" size="2" weight="bold">Observed proficiency level</Text>
      <RadioGroup.Root aria-labelledby={labelId} value={level} className="level-choice"
        onValueChange={(value) => actor.send({ type: 'level', competency, level: value as Level })}>
        {LEVELS.map((l) => <RadioGroup.Item key={l} value={l}>{LEVEL_LABELS[l]}</RadioGroup.Item>)}
      </RadioGroup.Root>
    </Flex>
  );
}

/** An optional comment about the competency, kept as typed. */
export function CompetencyComment({ competency }: { competency: number }) {
  const actor = useAnswerActor();
  const text = useSelector(actor, (s) => s.context.answers.comments[competency] ?? '');
  const id = `comment-${competency}`;
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor={id} size="2" weight="bold">Comment <Text weight="regular" color="gray">(optional)</Text></Text>
      <TextArea id={id} value={text} maxLength={2000} rows={3} placeholder="An example that shows what you observed"
        onChange={(e) => actor.send({ type: 'comment', competency, text: e.target.value })} />
    </Flex>
  );
}
