import { useEffect, useRef } from 'react';
import { Button, Callout, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { CheckCircledIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { missingStatements, untouchedLevels } from '../../../../machines/answer/answer-state';
import { levelLabel } from './answer-labels';
import { useAnswerActor } from './answer-actor';
import { ConfidentialityNote } from './confidentiality-note';
import { MissingLink, ReviewSummary } from './review-summary';

/** What is missing, each item a link to its statement; a refused submit moves focus to the first. */
function MissingCallout() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const missing = useSelector(actor, (s) => missingStatements(s.context.sheet!, s.context.answers));
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (refusals > 0) list.current?.querySelector('button')?.focus();
  }, [refusals]);
  const count = missing.reduce((n, m) => n + m.statements.length, 0);
  return (
    <Callout.Root color={refusals > 0 ? 'red' : 'amber'} role={refusals > 0 ? 'alert' : undefined}>
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ gridColumn: 2, minWidth: 0 }}>
        <Callout.Text>{t(refusals > 0 ? 'answer.review.missingRefused' : 'answer.review.missing', { count })}</Callout.Text>
        <ul className="review-missing" ref={list}>
          {missing.flatMap((m) =>
            m.statements.map((s) => (
              <li key={s.id}>
                <MissingLink step={m.step} statement={s.id}>
                  {t('answer.review.missingItem', { competency: m.competency.title, statement: s.statement })}
                </MissingLink>
              </li>
            )),
          )}
        </ul>
      </Flex>
    </Callout.Root>
  );
}

/**
 * The competencies whose observed level the rater never chose (basic only shows chosen), each a
 * link to its level: they are submitted as "not given", which holds nothing back.
 */
function UntouchedLevelsCallout() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const untouched = useSelector(actor, (s) => untouchedLevels(s.context.sheet!, s.context.answers), sameSteps);
  if (untouched.length === 0) return null;
  return (
    <Callout.Root color="gray" variant="surface">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="1" style={{ gridColumn: 2, minWidth: 0 }}>
        <Callout.Text>
          {t('answer.review.untouchedFor')}{' '}
          {untouched.map(({ step, competency }, i) => (
            <span key={competency.id}>
              {i > 0 && t('answer.review.listSeparator')}
              <Link asChild size="2">
                <button
                  type="button"
                  className="review-missing-link"
                  aria-label={t('answer.review.chooseLevelFor', { title: competency.title })}
                  onClick={() => actor.send({ type: 'goTo', step, level: true })}
                >
                  {competency.title}
                </button>
              </Link>
            </span>
          ))}
          {t('answer.review.untouchedEnd')}
        </Callout.Text>
        <Text as="p" size="2" color="gray">
          {t('answer.review.untouchedHint', { basic: levelLabel('basic') })}
        </Text>
      </Flex>
    </Callout.Root>
  );
}
const sameSteps = (a: { step: number }[], b: { step: number }[]) => a.length === b.length && a.every((x, i) => x.step === b[i]!.step);

/** The last step: everything answered at a glance, then submit (final). */
export function ReviewAnswers() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const complete = useSelector(actor, (s) => missingStatements(s.context.sheet!, s.context.answers).length === 0);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Flex direction="column" gap="4" className="answer-card">
      <Heading as="h2" size="5" ref={heading} tabIndex={-1} className="answer-step-heading">
        {t('answer.review.title')}
      </Heading>
      {complete ? (
        <Callout.Root color="green">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('answer.review.complete')}</Callout.Text>
        </Callout.Root>
      ) : (
        <MissingCallout />
      )}
      <UntouchedLevelsCallout />
      <ReviewSummary editable />
      <ConfidentialityNote id="review-confidentiality" />
      <Card size="2">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Button variant="soft" color="gray" onClick={() => actor.send({ type: 'back' })}>
            {t('answer.step.back')}
          </Button>
          <Flex align="center" gap="3" wrap="wrap">
            <Text size="2" color="gray">
              {t('answer.review.final')}
            </Text>
            <Button loading={busy} onClick={() => actor.send({ type: 'submit' })}>
              {t('answer.review.submit')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
