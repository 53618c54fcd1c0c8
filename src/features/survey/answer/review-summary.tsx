import { Badge, Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { Competency } from '../../../../machines/answer/answer-state';
import { LEVEL_LABELS, scaleText } from './answer-labels';
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
  const actor = useAnswerActor();
  const answers = useSelector(actor, (s) => s.context.answers);
  const comment = answers.comments[competency.id]?.trim();
  const level = answers.levels[competency.id];
  const headingId = `review-competency-${competency.id}`;
  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="start" gap="2" wrap="wrap" mb="2">
          <Heading as="h3" size="4" id={headingId}>
            {competency.title}
          </Heading>
          {editable && (
            <Button size="1" variant="soft" onClick={() => actor.send({ type: 'goTo', step })}>
              Change answers
            </Button>
          )}
        </Flex>
        <Text as="p" size="2" mb="2">
          {/* Basic only shows chosen on the step: a level never picked is not given and counts in no figure. */}
          {level ? (
            <>
              Observed proficiency level: <strong>{LEVEL_LABELS[level]}</strong>
            </>
          ) : (
            <Text color="gray">Level not given</Text>
          )}
        </Text>
        <ol className="review-statements">
          {competency.statements.map((s) => {
            const value = answers.values[s.id];
            return (
              <li key={s.id}>
                <Text size="2">{s.statement}</Text>
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
                    Not answered: answer it
                  </MissingLink>
                ) : (
                  <Badge color="gray">Not answered</Badge>
                )}
              </li>
            );
          })}
        </ol>
        {comment && (
          <Text as="p" size="2" mt="2" color="gray">
            Comment: {comment}
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
