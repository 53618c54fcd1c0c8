import { Callout, Flex, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAnswerActor } from './answer-actor';
import { confidentiality } from './answer-confidentiality';

export const CONFIDENTIALITY_ID = 'answer-confidentiality';

/** "Who sees your answers": by the rater's relationship and the survey's threshold; to pooled raters, what protects them and what cannot. */
export function ConfidentialityNote({ id = CONFIDENTIALITY_ID }: { id?: string }) {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const relationship = useSelector(actor, (s) => s.context.sheet!.assignment.relationship);
  const threshold = useSelector(actor, (s) => s.context.sheet!.survey.anonymity_threshold);
  const { shown, when, protects, limits } = confidentiality(relationship, threshold);
  return (
    <Callout.Root color="blue" variant="surface" className="answer-card" role="region" aria-labelledby={`${id}-title`}>
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="1" id={id} style={{ gridColumn: 2, minWidth: 0 }}>
        <Text as="p" size="2" weight="bold" id={`${id}-title`}>
          {t('answer.confidentiality.title')}
        </Text>
        <Text as="p" size="2">
          {shown} {when}
        </Text>
        {protects && (
          <Text as="p" size="2">
            {protects}
          </Text>
        )}
        {limits && (
          <Text as="p" size="2" weight="medium">
            {limits}
          </Text>
        )}
      </Flex>
    </Callout.Root>
  );
}
