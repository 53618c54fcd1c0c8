import { Badge, Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import type { Competency } from '../../../../machines/answer/answer-state';
import { levelLabel, scaleText } from './answer-labels';
import { useAnswerActor } from './answer-actor';

/** A statement not answered: a link to its step, focusing it there. */
export function MissingLink({ step, statement, children }: { step: number; statement: number; children: string }) {
  const actor = useAnswerActor();
  return (
    <Link asChild size="2">
      <button type="button" className="review-missing-link" onClick={() => actor.send({ type: 'goTo', step, statement })}>
        {children}
      </button>
    </Link>
  );
}

function CompetencyAnswers({ competency, step, editable }: { competency: Competency; step: number; editable: boolean }) {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const answers = useSelector(actor, (s) => s.context.answers);
  const comment = answers.comments[competency.id]?.trim();
  const level = answers.levels[competency.id];
  const headingId = `review-competency-${competency.id}`;
  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="start" gap="2" wrap="wrap" mb="2">
          <Heading as="h3" size="4" id={headingId} dir="auto">
            {competency.title}
          </Heading>
          {editable && (
            <Button size="1" variant="soft" onClick={() => actor.send({ type: 'goTo', step })}>
              {t('answer.review.change')}
            </Button>
          )}
        </Flex>
        <Text as="p" size="2" mb="2">
          {/* Basic only shows chosen on the step: a level never picked is not given and counts in no figure. */}
          {level ? (
            <Trans t={t} i18nKey="answer.review.level" values={{ level: levelLabel(level) }} components={{ strong: <strong /> }} />
          ) : (
            <Text color="gray">{t('answer.review.levelNotGiven')}</Text>
          )}
        </Text>
        <ol className="review-statements">
          {competency.statements.map((s) => {
            const value = answers.values[s.id];
            return (
              <li key={s.id}>
                <Text size="2" dir="auto">
                  {s.statement}
                </Text>
                {value === null ? (
                  <Badge color="gray" variant="outline">
                    {scaleText(value)}
                  </Badge>
                ) : value !== undefined ? (
                  <Badge color="indigo" variant="soft">
                    {scaleText(value)}
                  </Badge>
                ) : editable ? (
                  <MissingLink step={step} statement={s.id}>
                    {t('answer.review.missingLink')}
                  </MissingLink>
                ) : (
                  <Badge color="gray">{t('answer.review.notAnswered')}</Badge>
                )}
              </li>
            );
          })}
        </ol>
        {comment && (
          <Text as="p" size="2" mt="2" color="gray">
            <Trans t={t} i18nKey="answer.review.comment" values={{ comment }} components={{ bdi: <bdi /> }} />
          </Text>
        )}
      </section>
    </Card>
  );
}

/** Every competency with its answers, level and comment; editable ones link back to their steps. */
export function ReviewSummary({ editable }: { editable: boolean }) {
  const actor = useAnswerActor();
  const competencies = useSelector(actor, (s) => s.context.sheet!.competencies);
  return (
    <Flex direction="column" gap="3">
      {competencies.map((c, step) => (
        <CompetencyAnswers key={c.id} competency={c} step={step} editable={editable} />
      ))}
    </Flex>
  );
}
