import { useEffect, useRef, useState } from 'react';
import { Button, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { AnswerSnapshot } from '../../../../machines/answer.machine';
import { useAnswerActor } from './answer-actor';
import { commentId, CompetencyComment, CompetencyLevel, levelGroupId } from './competency-step-extras';
import { CONFIDENTIALITY_ID, ConfidentialityNote } from './confidentiality-note';
import { StatementItem } from './statement-item';
import { stepLeadIn } from './answer-labels';

function StepNav() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const first = useSelector(actor, (s) => s.context.step === 0);
  const nextTitle = useSelector(actor, (s) => s.context.sheet!.competencies[s.context.step + 1]?.title ?? null);
  return (
    <Flex justify="between" gap="3" wrap="wrap">
      <Button variant="soft" color="gray" disabled={first} onClick={() => actor.send({ type: 'back' })}>
        <ArrowLeftIcon />
        {t('answer.step.back')}
      </Button>
      <Flex gap="3" wrap="wrap">
        {nextTitle && (
          <Button variant="ghost" onClick={() => actor.send({ type: 'review' })}>
            {t('answer.step.review')}
          </Button>
        )}
        <Button onClick={() => actor.send({ type: 'next' })}>
          {nextTitle ? t('answer.step.next', { title: nextTitle }) : t('answer.step.review')}
          <ArrowRightIcon />
        </Button>
      </Flex>
    </Flex>
  );
}

/** The first step of an assignment not started yet opens under "Who sees your answers". */
const showsIntro = ({ context }: AnswerSnapshot) => context.step === 0 && context.sheet?.assignment.status === 'pending';

/**
 * One competency: its statements, the observed level and a comment. Opened with focus on
 * its heading, on a statement when the rater followed a missing answer from the review, on
 * the observed level when they followed a level left at basic, or on the comment when they
 * chose to edit it after a warning about what it holds.
 */
export function CompetencyStep() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const step = useSelector(actor, (s) => s.context.step);
  const count = useSelector(actor, (s) => s.context.sheet!.competencies.length);
  const competency = useSelector(actor, (s) => s.context.sheet!.competencies[s.context.step]!);
  const self = useSelector(actor, (s) => s.context.sheet!.assignment.relationship === 'self');
  const lead = stepLeadIn(self);
  // Read once as the step opens: the note stays put while the rater starts answering.
  const [intro] = useState(() => showsIntro(actor.getSnapshot()));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const { focus, step: open, sheet } = actor.getSnapshot().context;
    const competency = sheet!.competencies[open]!.id;
    const selector =
      focus === 'level'
        ? `#${levelGroupId(competency)} [data-state="checked"]`
        : focus === 'comment'
          ? `#${commentId(competency)}`
          : `#statement-${focus} input`;
    const target = focus === null ? null : document.querySelector<HTMLElement>(selector);
    (target ?? heading.current)?.focus();
  }, [actor]);
  return (
    <Flex direction="column" gap="4">
      {intro && <ConfidentialityNote />}
      <Card size={{ initial: '2', sm: '3' }} className="answer-card">
        <Flex direction="column" gap="4">
          <div>
            <Text as="p" size="2" color="gray">
              {t('answer.step.position', { number: step + 1, total: count, type: competency.type })}
            </Text>
            <Heading as="h2" size="5" ref={heading} tabIndex={-1} className="answer-step-heading" aria-describedby={intro ? CONFIDENTIALITY_ID : undefined}>
              {competency.title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {competency.defination}
            </Text>
          </div>
          <div data-testid="step-lead-in">
            <Text as="p" size="2" weight={self ? 'medium' : undefined}>
              {lead.question}
            </Text>
            {lead.note && (
              <Text as="p" size="1" color="gray">
                {lead.note}
              </Text>
            )}
          </div>
          <div className="statements">
            {competency.statements.map((s, i) => (
              <StatementItem key={s.id} id={s.id} text={s.statement} number={i + 1} />
            ))}
          </div>
          <Separator size="4" />
          <CompetencyLevel competency={competency.id} />
          <CompetencyComment competency={competency.id} />
          <StepNav />
        </Flex>
      </Card>
    </Flex>
  );
}
